import type { Jewelry, JewelrySave } from "@loupe/domain/jewelry/jewelry";
import { messages } from "@loupe/domain/messages";
import { useState } from "react";
import { BackLink } from "../../../components/back-link";
import { CertificateEditorDialogs } from "../../../components/certificate-form/certificate-editor-dialogs";
import { useCertificateEditor } from "../../../components/certificate-form/use-certificate-editor";
import { notifySuccess } from "../../../components/notify-success";
import { PageHeader } from "../../../components/page-header";
import { errorDetail } from "../../../lib/api-client";
import { useDeleteJewelry, usePrintJewelryCard, useSaveJewelry } from "../api";
import { OrderLineConfirmDialog, SavedDialog } from "./jewelry-editor-dialogs";
import { JewelryForm } from "./jewelry-form";
import { useOrderLineConfirmation } from "./use-order-line-confirmation";

export const jewelryListPath = "/jewelry";
export const jewelryPath = (id: string) => `${jewelryListPath}/${encodeURIComponent(id)}`;

const recordLabel = (jewelry: Pick<Jewelry, "certificateNumber" | "clientSku">) =>
  jewelry.certificateNumber || jewelry.clientSku;

// Saving (the order line's other certificates counted first), creating the digital certificate,
// printing and deleting one jewelry certificate, with what each tells the user (spec 001 §2.3, §7.1).
export function JewelryEditor({ jewelry, onReload }: { jewelry: Jewelry | null; onReload: () => void }) {
  const save = useSaveJewelry();
  const remove = useDeleteJewelry();
  const print = usePrintJewelryCard();
  const editor = useCertificateEditor<Jewelry>({
    record: jewelry,
    listPath: jewelryListPath,
    recordPath: jewelryPath,
    remove: remove.mutateAsync,
  });
  const orderLine = useOrderLineConfirmation(jewelry?.id ?? null);
  // A plain Save went through: the dialog offering Go Back.
  const [saved, setSaved] = useState<Jewelry | null>(null);

  async function saveJewelry(body: JewelrySave, digitalCertificate: boolean) {
    try {
      if (!digitalCertificate && !(await orderLine.confirm(body))) return null;
    } catch (error) {
      return editor.failures.outcomeOf(error);
    }
    return editor.save((request) => save.mutateAsync({ ...request, body }), digitalCertificate, {
      saved: (result) => result.jewelry,
      onSaved: ({ jewelry: stored, orderLineUpdated, spreadsheet }) => {
        if (digitalCertificate)
          return editor.digitalCertificateSaved(stored, recordLabel(stored), spreadsheet);
        notifySuccess(messages.certificateSaved, recordLabel(stored));
        if (orderLineUpdated > 0) notifySuccess(messages.certificatesUpdated, messages.orderLineUpdated);
        setSaved(stored);
      },
    });
  }

  function printCard(record: Jewelry) {
    print.mutate(record.id, {
      onSuccess: (answer) => notifySuccess(answer.message || messages.jewelryCardSent),
      onError: (error) => editor.failures.setFailure(errorDetail(error)),
    });
  }

  const title = jewelry ? `Jewelry ${recordLabel(jewelry)}`.trim() : "New Jewelry Certificate";
  return (
    <>
      <PageHeader title={title} above={<BackLink to={editor.returnPath}>Jewelry</BackLink>} />
      <JewelryForm
        jewelry={jewelry}
        onSave={saveJewelry}
        onDelete={jewelry ? () => editor.deletion.ask(jewelry) : undefined}
        onPrintCard={jewelry ? () => printCard(jewelry) : undefined}
        onDirtyChange={editor.setDirty}
      />
      <OrderLineConfirmDialog question={orderLine.question} onAnswer={orderLine.onAnswer} />
      <SavedDialog
        opened={saved !== null}
        onStay={() => {
          editor.stayOn(saved ?? undefined);
          setSaved(null);
        }}
        onGoBack={editor.leave}
      />
      <CertificateEditorDialogs
        editor={editor}
        record="certificate"
        listLabel="Back to jewelry"
        onReload={onReload}
      />
    </>
  );
}
