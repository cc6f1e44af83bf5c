import { messages } from "@loupe/domain/messages";
import { ConfirmDelete } from "../confirm-delete";
import { LeaveFormDialog } from "./certificate-form-dialogs";
import { SaveFailureDialogs } from "./save-failure-dialogs";
import type { CertificateEditor } from "./use-certificate-editor";

// The dialogs every certificate editor page has: delete, a refused save, and leaving with unsaved changes. `record` names it ('diamond', 'certificate').
export function CertificateEditorDialogs({
  editor,
  record,
  onReload,
}: {
  editor: CertificateEditor;
  record: string;
  onReload: () => void;
}) {
  return (
    <>
      <ConfirmDelete confirmLabel={messages.confirmDeleteFormButton} {...editor.deletion.dialog} />
      <SaveFailureDialogs failures={editor.failures} onReload={onReload} />
      <LeaveFormDialog blocker={editor.guard.blocker} record={`this ${record}`} />
    </>
  );
}
