import { certificateLabel } from "@loupe/domain/certificates/certificate-type";
import type { Diamond, DiamondSave } from "@loupe/domain/diamonds/diamond";
import { messages } from "@loupe/domain/messages";
import { CertificateEditorFrame } from "../../../components/certificate-form/certificate-editor-frame";
import { notifySaved } from "../../../components/certificate-form/notify-saved";
import { useCertificateEditor } from "../../../components/certificate-form/use-certificate-editor";
import { diamondsApi } from "../api";
import { DiamondForm } from "./diamond-form";
import type { DiamondPreset } from "./diamond-form-values";

// Saving, creating the digital certificate and deleting one diamond, with what each tells the user:
// the same one toast as the jewelry editor; after Save the diamond list (spec 000).
export function DiamondEditor({
  diamond,
  preset,
  onReload,
}: {
  diamond: Diamond | null;
  preset?: DiamondPreset;
  onReload: () => void;
}) {
  const editor = useCertificateEditor({ record: diamond, listPath: "/diamond", api: diamondsApi.editor });

  const saveDiamond = (body: DiamondSave, digitalCertificate: boolean) =>
    editor.save(body, digitalCertificate, (saved) => {
      notifySaved({ title: messages.diamondSaved, lines: [certificateLabel(saved)] });
      editor.leave();
    });

  return (
    <CertificateEditorFrame type="diamond" editor={editor} onReload={onReload}>
      <DiamondForm diamond={diamond} preset={preset} onSave={saveDiamond} {...editor.formHandlers} />
    </CertificateEditorFrame>
  );
}
