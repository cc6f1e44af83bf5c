import { notificationAutoCloseMs } from "@loupe/domain/constants";
import { notifications } from "@mantine/notifications";
import type { UseMutationResult } from "@tanstack/react-query";
import { useCallback } from "react";
import { errorDetail } from "../lib/api-client";

// A list row's Print card: sends the record to the card printer and shows the server's message
// (spec 000 §7, 001 §7.2), or hands the failure's explanation on. `printingId` is the row whose
// request is on its way (its button shows a loader).
export function usePrintCardAction(
  print: UseMutationResult<{ message: string }, Error, string>,
  onFailure: (detail: string) => void,
) {
  const { mutateAsync } = print;
  const run = useCallback(
    async (id: string) => {
      try {
        const result = await mutateAsync(id);
        notifications.show({ color: "green", message: result.message, autoClose: notificationAutoCloseMs });
      } catch (failure) {
        onFailure(errorDetail(failure));
      }
    },
    [mutateAsync, onFailure],
  );
  return { run, printingId: print.isPending ? (print.variables ?? null) : null };
}
