import { messages } from "@loupe/domain/messages";
import { ConfirmDelete } from "../confirm-delete";
import { LeaveFormDialog, SpreadsheetPendingDialog } from "./certificate-form-dialogs";
import { SaveFailureDialogs } from "./save-failure-dialogs";
import type { CertificateEditor } from "./use-certificate-editor";

// The dialogs every certificate editor page has: delete, the spreadsheet's pending delivery, a
// refused save, and leaving with unsaved changes. `record` names it ('diamond', 'certificate').
export function CertificateEditorDialogs({
  editor,
  record,
  listLabel,
  onReload,
}: {
  editor: CertificateEditor;
  record: string;
  listLabel: string;
  onReload: () => void;
}) {
  return (
    <>
      <ConfirmDelete confirmLabel={messages.confirmDeleteFormButton} {...editor.deletion.dialog} />
      <SpreadsheetPendingDialog
        error={editor.sheetPending}
        record={`The ${record}`}
        listLabel={listLabel}
        onStay={editor.stayAfterSheetPending}
        onLeave={editor.leave}
      />
      <SaveFailureDialogs failures={editor.failures} onReload={onReload} />
      <LeaveFormDialog blocker={editor.guard.blocker} record={`this ${record}`} />
    </>
  );
}
