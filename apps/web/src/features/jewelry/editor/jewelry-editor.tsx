import { certificateLabel } from "@loupe/domain/certificates/certificate-type";
import type { Jewelry, JewelrySave } from "@loupe/domain/jewelry/jewelry";
import type { OrderLineConfirmationInput } from "@loupe/domain/jewelry/jewelry-api";
import { messages } from "@loupe/domain/messages";
import { CertificateEditorFrame } from "../../../components/certificate-form/certificate-editor-frame";
import type { SaveAction } from "../../../components/certificate-form/certificate-form-actions";
import { notifySaved } from "../../../components/certificate-form/notify-saved";
import { useCertificateEditor } from "../../../components/certificate-form/use-certificate-editor";
import { useEditorPrintCard } from "../../../components/certificate-form/use-editor-print-card";
import { jewelryApi } from "../api";
import { OrderLineConfirmDialog } from "./jewelry-editor-dialogs";
import { JewelryForm } from "./jewelry-form";
import { useOrderLineConfirmation } from "./use-order-line-confirmation";

// Saving (the order line's other certificates counted first), creating the digital certificate,
// printing and deleting one jewelry certificate, with what each tells the user (spec 001 §2.3, §7.1).
// A plain Save asks only when the order line changes other records; then one toast says it was saved
// and offers 'Back to list' (spec 001's Go Back), and the editor stays on the record (issue 21).
// Save & Print saves the same way, then prints the stored record (the printer's answer joins the toast).
export function JewelryEditor({
  jewelry,
  onReload,
  focusOnOpen = false,
}: {
  jewelry: Jewelry | null;
  onReload: () => void;
  // Opened as the record just saved as new: the form takes the focus back.
  focusOnOpen?: boolean;
}) {
  const editor = useCertificateEditor({ record: jewelry, type: "jewelry", api: jewelryApi.editor });
  const orderLine = useOrderLineConfirmation(jewelry?.id ?? null);
  const printing = useEditorPrintCard<Jewelry>({
    print: jewelryApi.usePrintCard(),
    fallbackMessage: messages.jewelryCardSent,
    onFailure: editor.failures.setFailure,
    onBackToList: editor.leave,
  });

  async function saveJewelry(body: JewelrySave, action: SaveAction, names: Readonly<Record<string, string>>) {
    const digitalCertificate = action === "certificate";
    let confirmed: OrderLineConfirmationInput | undefined;
    try {
      if (!digitalCertificate) {
        const answer = await orderLine.confirm(body, names);
        if (answer === null) return null;
        confirmed = answer;
      }
    } catch (error) {
      return editor.failures.outcomeOf(error);
    }
    const sent = confirmed ? { ...body, orderLine: confirmed } : body;
    return editor.save(sent, digitalCertificate, (stored, { orderLineUpdated }) => {
      const toast = {
        title: messages.certificateSaved,
        lines: [
          certificateLabel(stored),
          ...(orderLineUpdated > 0 ? [messages.certificatesUpdated, messages.orderLineUpdated] : []),
        ],
      };
      notifySaved({ ...toast, onBackToList: editor.leave });
      editor.stayOn(stored);
      if (action === "print") printing.printCard(stored, toast);
    });
  }

  return (
    <CertificateEditorFrame type="jewelry" editor={editor} onReload={onReload}>
      <JewelryForm
        jewelry={jewelry}
        onSave={saveJewelry}
        printCard={
          jewelry ? { onPrint: () => printing.printCard(jewelry), printing: printing.printing } : undefined
        }
        focusOnOpen={focusOnOpen}
        {...editor.formHandlers}
      />
      {printing.dialog}
      <OrderLineConfirmDialog question={orderLine.question} onAnswer={orderLine.onAnswer} />
    </CertificateEditorFrame>
  );
}
