import { Button, Group, type GroupProps } from "@mantine/core";

// The buttons at the foot of a dialog: Cancel, then its one action. Without onConfirm the action
// submits the dialog's form. While it runs, Cancel may be disabled (what is sent is not undone).
export function DialogButtons({
  confirm,
  onCancel,
  onConfirm,
  pending = false,
  confirmDisabled = false,
  cancelDisabled = false,
  autoFocusConfirm = false,
  ...group
}: {
  confirm: string;
  onCancel: () => void;
  onConfirm?: () => void;
  pending?: boolean;
  confirmDisabled?: boolean;
  cancelDisabled?: boolean;
  autoFocusConfirm?: boolean;
} & Omit<GroupProps, "children">) {
  return (
    <Group justify="flex-end" gap="sm" {...group}>
      <Button variant="default" onClick={onCancel} disabled={cancelDisabled}>
        Cancel
      </Button>
      <Button
        type={onConfirm ? "button" : "submit"}
        onClick={onConfirm}
        disabled={confirmDisabled}
        loading={pending}
        data-autofocus={autoFocusConfirm || undefined}
      >
        {confirm}
      </Button>
    </Group>
  );
}
