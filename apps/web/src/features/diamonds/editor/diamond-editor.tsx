import type { Diamond, DiamondSave } from "@loupe/domain/diamonds/diamond";
import { messages } from "@loupe/domain/messages";
import { BackLink } from "../../../components/back-link";
import { CertificateEditorDialogs } from "../../../components/certificate-form/certificate-editor-dialogs";
import { useCertificateEditor } from "../../../components/certificate-form/use-certificate-editor";
import { notifySuccess } from "../../../components/notify-success";
import { PageHeader } from "../../../components/page-header";
import { useDeleteDiamond, useSaveDiamond } from "../api";
import { DiamondForm } from "./diamond-form";
import type { DiamondPreset } from "./diamond-form-values";

export const diamondListPath = "/diamond";
export const diamondFormPath = (id: string) => `/diamond/${encodeURIComponent(id)}`;

const recordLabel = (diamond: Pick<Diamond, "certificateNumber" | "clientSku">) =>
  diamond.certificateNumber || diamond.clientSku;

// Saving, creating the digital certificate and deleting one diamond, with what each tells the user.
export function DiamondEditor({
  diamond,
  preset,
  onReload,
}: {
  diamond: Diamond | null;
  preset?: DiamondPreset;
  onReload: () => void;
}) {
  const save = useSaveDiamond();
  const remove = useDeleteDiamond();
  const editor = useCertificateEditor<Diamond>({
    record: diamond,
    listPath: diamondListPath,
    recordPath: diamondFormPath,
    remove: remove.mutateAsync,
  });

  const saveDiamond = (body: DiamondSave, digitalCertificate: boolean) =>
    editor.save((request) => save.mutateAsync({ ...request, body }), digitalCertificate, {
      saved: (result) => result.diamond,
      onSaved: (result) => {
        if (digitalCertificate) {
          editor.digitalCertificateSaved(result.diamond, recordLabel(result.diamond), result.spreadsheet);
        } else {
          notifySuccess(messages.diamondSaved, recordLabel(result.diamond));
          editor.leave();
        }
      },
    });

  const title = diamond ? `Diamond ${recordLabel(diamond)}`.trim() : "Add Diamond";
  return (
    <>
      <PageHeader title={title} above={<BackLink to={editor.returnPath}>Diamonds</BackLink>} />
      <DiamondForm
        diamond={diamond}
        preset={preset}
        onSave={saveDiamond}
        onDelete={diamond ? () => editor.deletion.ask(diamond) : undefined}
        onDirtyChange={editor.setDirty}
      />
      <CertificateEditorDialogs
        editor={editor}
        record="diamond"
        listLabel="Back to diamonds"
        onReload={onReload}
      />
    </>
  );
}
