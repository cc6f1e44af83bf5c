import { certificateLabel } from "@loupe/domain/certificates/certificate-type";
import type { Jewelry, JewelrySave } from "@loupe/domain/jewelry/jewelry";
import type { OrderLineConfirmationInput } from "@loupe/domain/jewelry/jewelry-api";
import { messages } from "@loupe/domain/messages";
import { useState } from "react";
import { printedBeforeText } from "../../../components/card-printed-text";
import { CertificateEditorFrame } from "../../../components/certificate-form/certificate-editor-frame";
import { notifySaved } from "../../../components/certificate-form/notify-saved";
import { useCertificateEditor } from "../../../components/certificate-form/use-certificate-editor";
import { LazyConfirmReprint } from "../../../components/lazy-dialogs";
import { notifySuccess } from "../../../components/notify-success";
import { errorDetail } from "../../../lib/api-client";
import { jewelryApi } from "../api";
import { OrderLineConfirmDialog } from "./jewelry-editor-dialogs";
import { JewelryForm } from "./jewelry-form";
import { useOrderLineConfirmation } from "./use-order-line-confirmation";

// Saving (the order line's other certificates counted first), creating the digital certificate,
// printing and deleting one jewelry certificate, with what each tells the user (spec 001 §2.3, §7.1).
// A plain Save asks only when the order line changes other records; then one toast says it was saved
// and offers 'Back to list' (spec 001's Go Back), and the editor stays on the record (issue 21).
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
  const print = jewelryApi.usePrintCard();
  const editor = useCertificateEditor({ record: jewelry, listPath: "/jewelry", api: jewelryApi.editor });
  const orderLine = useOrderLineConfirmation(jewelry?.id ?? null);

  async function saveJewelry(
    body: JewelrySave,
    digitalCertificate: boolean,
    names: Readonly<Record<string, string>>,
  ) {
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
      notifySaved({
        title: messages.certificateSaved,
        lines: [
          certificateLabel(stored),
          ...(orderLineUpdated > 0 ? [messages.certificatesUpdated, messages.orderLineUpdated] : []),
        ],
        onBackToList: editor.leave,
      });
      editor.stayOn(stored);
    });
  }

  // A card printed before is printed again only when the user says so.
  const [reprinting, setReprinting] = useState<Jewelry | null>(null);
  function printCard(record: Jewelry) {
    if (record.cardCertPrinted && reprinting === null) {
      setReprinting(record);
      return;
    }
    setReprinting(null);
    print.mutate(record.id, {
      onSuccess: (answer) => notifySuccess(answer.message || messages.jewelryCardSent),
      onError: (error) => editor.failures.setFailure(errorDetail(error)),
    });
  }

  return (
    <CertificateEditorFrame type="jewelry" editor={editor} onReload={onReload}>
      <JewelryForm
        jewelry={jewelry}
        onSave={saveJewelry}
        onPrintCard={jewelry ? () => printCard(jewelry) : undefined}
        focusOnOpen={focusOnOpen}
        {...editor.formHandlers}
      />
      <LazyConfirmReprint
        opened={reprinting !== null}
        text={reprinting ? printedBeforeText(certificateLabel(reprinting), reprinting) : ""}
        onConfirm={() => reprinting && printCard(reprinting)}
        onCancel={() => setReprinting(null)}
      />
      <OrderLineConfirmDialog question={orderLine.question} onAnswer={orderLine.onAnswer} />
    </CertificateEditorFrame>
  );
}
