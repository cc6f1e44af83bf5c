import { completionRefusal } from "@loupe/domain/intake/completion-rules";
import { messages } from "@loupe/domain/messages";
import { useCallback, useState } from "react";
import { notifySuccess } from "../../components/notify-success";
import { errorDetail, isApiError } from "../../lib/api-client";
import { type Completing, useCompleteItems } from "./api";
import { itemKey, itemLabel } from "./queue-item";

export type Refusal = { title: string; text: string };

// Completing one item or several (spec 000 §4, §5), each with the client it is to have (one
// chosen in its row is saved with the completion: Save & Complete): an item without a client, or
// still missing required fields (red), is refused by name before anything is sent ('Cannot
// Complete Item: {cert}'); the server checks again, in the same transaction as the writes, and
// its refusal is shown the same way.
export function useCompletion() {
  const complete = useCompleteItems();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [completing, setCompleting] = useState<string[]>([]);

  const { mutateAsync } = complete;
  const run = useCallback(
    async (items: readonly Completing[]): Promise<boolean> => {
      const refused = completionRefusal(
        items.map(({ item, client }) => ({
          certificateNumber: itemLabel(item),
          clientId: client?.id ?? null,
          incomplete: item.incomplete,
        })),
      );
      if (refused) {
        setRefusal({ title: refused.title, text: refused.text });
        return false;
      }
      setCompleting(items.map(({ item }) => itemKey(item)));
      try {
        const result = await mutateAsync(items);
        notifySuccess(result.message);
        return true;
      } catch (error) {
        const title =
          isApiError(error) && error.status === 400 ? error.problem.title : messages.genericErrorTitle;
        setRefusal({ title, text: errorDetail(error) });
        return false;
      } finally {
        setCompleting([]);
      }
    },
    [mutateAsync],
  );

  const dismiss = useCallback(() => setRefusal(null), []);
  return { run, completing, refusal, dismiss };
}
