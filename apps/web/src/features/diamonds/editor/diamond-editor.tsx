import { certificateLabel } from "@loupe/domain/certificates/certificate-type";
import type { Diamond, DiamondSave } from "@loupe/domain/diamonds/diamond";
import { messages } from "@loupe/domain/messages";
import { CertificateEditorFrame } from "../../../components/certificate-form/certificate-editor-frame";
import type { SaveAction } from "../../../components/certificate-form/certificate-form-actions";
import { notifySaved } from "../../../components/certificate-form/notify-saved";
import { useCertificateEditor } from "../../../components/certificate-form/use-certificate-editor";
import { useEditorPrintCard } from "../../../components/certificate-form/use-editor-print-card";
import { diamondsApi } from "../api";
import { DiamondForm } from "./diamond-form";
import type { DiamondPreset } from "./diamond-form-values";

// Saving, creating the digital certificate, printing and deleting one diamond, with what each tells
// the user: the same one toast as the jewelry editor; after Save the diamond list (spec 000). Save &
// Print stays on the diamond to print it (and to ask first when its card was printed before): its
// toast offers 'Back to list'.
export function DiamondEditor({
  diamond,
  preset,
  onReload,
}: {
  diamond: Diamond | null;
  preset?: DiamondPreset;
  onReload: () => void;
}) {
  const editor = useCertificateEditor({ record: diamond, type: "diamond", api: diamondsApi.editor });
  const printing = useEditorPrintCard<Diamond>({
    print: diamondsApi.usePrintCard(),
    fallbackMessage: messages.diamondCardSent,
    onFailure: editor.failures.setFailure,
    onBackToList: editor.leave,
  });

  const saveDiamond = (body: DiamondSave, action: SaveAction) =>
    editor.save(body, action === "certificate", (saved) => {
      const toast = { title: messages.diamondSaved, lines: [certificateLabel(saved)] };
      if (action === "print") {
        notifySaved({ ...toast, onBackToList: editor.leave });
        printing.printCard(saved, toast);
      } else {
        notifySaved(toast);
        editor.leave();
      }
    });

  return (
    <CertificateEditorFrame type="diamond" editor={editor} onReload={onReload}>
      <DiamondForm
        diamond={diamond}
        preset={preset}
        onSave={saveDiamond}
        printCard={
          diamond ? { onPrint: () => printing.printCard(diamond), printing: printing.printing } : undefined
        }
        {...editor.formHandlers}
      />
      {printing.dialog}
    </CertificateEditorFrame>
  );
}
