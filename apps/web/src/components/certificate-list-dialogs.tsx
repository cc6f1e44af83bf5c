import { certificateLabel } from "@loupe/domain/certificates/certificate-type";
import type { CardPrint } from "@loupe/domain/certificates/record-fields";
import { messages } from "@loupe/domain/messages";
import { printedBeforeText } from "./card-printed-text";
import type { CertificateRow } from "./certificate-row-actions";
import { LazyConfirmDelete, LazyConfirmReprint, LazyErrorDialog, LazyPhonePreview } from "./lazy-dialogs";
import type { useCertificateList } from "./use-certificate-list";

// The dialogs of a certificate list's rows: the phone preview of a record's public page, the
// delete confirmation, the warning before printing a card printed before, and what failed. `kind` names the record in the confirmation ('Diamond LG1').
export function CertificateListDialogs<Row extends CertificateRow & CardPrint>({
  list,
  kind,
  previewing,
  onClosePreview,
}: {
  list: Pick<
    ReturnType<typeof useCertificateList<never, Row>>,
    "deletion" | "error" | "setError" | "guard" | "reprint"
  >;
  kind: string;
  previewing: Row | null;
  onClosePreview: () => void;
}) {
  const { deletion, error, setError, guard, reprint } = list;
  return (
    <>
      <LazyPhonePreview
        url={previewing?.publicPath ?? ""}
        title={previewing ? `Digital certificate ${certificateLabel(previewing)}` : "Digital certificate"}
        opened={previewing !== null}
        onClose={onClosePreview}
        onOpenInTab={guard.opened}
      />
      <LazyConfirmDelete
        {...deletion.dialog}
        subject={deletion.pending ? `${kind} ${certificateLabel(deletion.pending)}` : undefined}
      />
      <LazyConfirmReprint
        opened={reprint.pending !== null}
        text={reprint.pending ? printedBeforeText(certificateLabel(reprint.pending), reprint.pending) : ""}
        onConfirm={reprint.confirm}
        onCancel={reprint.cancel}
      />
      <LazyErrorDialog title={messages.genericErrorTitle} message={error} onClose={() => setError(null)} />
    </>
  );
}

// The row dialogs start loading when a pointer or focus reaches a row's controls.
export const preloadCertificateListDialogs = () => {
  LazyPhonePreview.preload();
  LazyConfirmDelete.preload();
  LazyConfirmReprint.preload();
  LazyErrorDialog.preload();
};
