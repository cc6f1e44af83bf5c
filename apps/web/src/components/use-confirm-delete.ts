import { notificationAutoCloseMs } from "@loupe/domain/constants";
import { notifications } from "@mantine/notifications";
import { useCallback, useState } from "react";

// The delete flow of every list and form (spec 000 §8): ask, delete, tell it was deleted, or hand
// the failure on. Spread `dialog` into <ConfirmDelete>.
export function useConfirmDelete<Item>({
  remove,
  deleted,
  onDeleted,
  onFailure,
}: {
  remove: (item: Item) => Promise<unknown>;
  deleted: { title?: string; message: string };
  onDeleted?: () => void;
  onFailure: (error: unknown) => void;
}) {
  const [pending, setPending] = useState<Item | null>(null);
  const [deleting, setDeleting] = useState(false);

  // Stable, so a list's memoised columns can hold it.
  const ask = useCallback((item: Item) => setPending(() => item), []);

  async function confirm() {
    if (pending === null) return;
    setDeleting(true);
    try {
      await remove(pending);
      notifications.show({ color: "green", ...deleted, autoClose: notificationAutoCloseMs });
      onDeleted?.();
    } catch (error) {
      onFailure(error);
    } finally {
      setDeleting(false);
      setPending(null);
    }
  }

  return {
    ask,
    pending,
    dialog: {
      opened: pending !== null,
      loading: deleting,
      onConfirm: confirm,
      onCancel: () => setPending(null),
    },
  };
}
