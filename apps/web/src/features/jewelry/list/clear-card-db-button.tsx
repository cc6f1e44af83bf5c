import { messages } from "@loupe/domain/messages";
import { Button } from "@mantine/core";
import { IconDatabaseX } from "@tabler/icons-react";
import { useState } from "react";
import { LazyConfirmDelete, LazyErrorDialog } from "../../../components/lazy-dialogs";
import { errorDetail } from "../../../lib/api-client";
import { useClearCardDb } from "../api";

export const clearCardDbLabel = "Clear Cert Card DB / Asure ID";

// Clear Cert Card DB / Asure ID (spec 001 §2.2, §7.2): empties the card printer's whole queue, so
// it asks first ('Are you sure?', as every delete does, saying what goes); then the printer's
// answer, or why it failed, shows in a dialog.
export function ClearCardDbButton() {
  const clear = useClearCardDb();
  const [asking, setAsking] = useState(false);
  const [answer, setAnswer] = useState<{ title: string; message: string } | null>(null);

  async function run() {
    try {
      const result = await clear.mutateAsync();
      setAnswer({ title: clearCardDbLabel, message: result.message });
    } catch (failure) {
      setAnswer({ title: messages.genericErrorTitle, message: errorDetail(failure) });
    } finally {
      setAsking(false);
    }
  }

  const preload = () => {
    LazyConfirmDelete.preload();
    LazyErrorDialog.preload();
  };

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconDatabaseX size={16} aria-hidden="true" />}
        loading={clear.isPending}
        onClick={() => setAsking(true)}
        onMouseEnter={preload}
        onFocus={preload}
      >
        {clearCardDbLabel}
      </Button>
      <LazyConfirmDelete
        opened={asking}
        onConfirm={run}
        onCancel={() => setAsking(false)}
        loading={clear.isPending}
        subject={messages.clearCardDbSubject}
        confirmLabel={messages.clearCardDbButton}
      />
      <LazyErrorDialog
        title={answer?.title ?? clearCardDbLabel}
        message={answer?.message ?? null}
        onClose={() => setAnswer(null)}
      />
    </>
  );
}
