import { notificationAutoCloseMs } from "@loupe/domain/constants";
import type { Diamond, DiamondSave } from "@loupe/domain/diamonds/diamond";
import { messages } from "@loupe/domain/messages";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { useNavigate } from "react-router";
import { BackLink } from "../../../components/back-link";
import { useUnsavedChangesGuard } from "../../../components/certificate-form/use-unsaved-changes-guard";
import { ConfirmDelete } from "../../../components/confirm-delete";
import { ErrorDialog } from "../../../components/error-dialog";
import { useListReturnPath } from "../../../components/list-return";
import { PageHeader } from "../../../components/page-header";
import { useConfirmDelete } from "../../../components/use-confirm-delete";
import { errorDetail, isApiError } from "../../../lib/api-client";
import { useDeleteDiamond, useSaveDiamond } from "../api";
import { DiamondForm, type SaveOutcome } from "./diamond-form";
import { LeaveFormDialog, SpreadsheetPendingDialog, StaleRecordDialog } from "./diamond-form-dialogs";
import type { DiamondPreset } from "./diamond-form-values";

export const diamondListPath = "/diamond";
export const diamondFormPath = (id: string) => `/diamond/${encodeURIComponent(id)}`;

function notify(title: string, message?: string) {
  notifications.show({ color: "green", title, message, autoClose: notificationAutoCloseMs });
}

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
  const navigate = useNavigate();
  const listPath = useListReturnPath(diamondListPath);
  const save = useSaveDiamond();
  const remove = useDeleteDiamond();
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(dirty);
  const [failure, setFailure] = useState<string | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  // Create Digital Certificate saved, the spreadsheet has not taken it yet: its reason, and the record.
  const [sheetPending, setSheetPending] = useState<{ error: string; saved: Diamond } | null>(null);

  function leave() {
    guard.allowLeaving();
    navigate(listPath);
  }
  const deletion = useConfirmDelete({
    remove: (saved: Diamond) => remove.mutateAsync(saved.id),
    deleted: { title: messages.deletedTitle, message: messages.deletedText },
    onDeleted: leave,
    onFailure: (error) => setFailure(errorDetail(error)),
  });

  async function saveDiamond(body: DiamondSave, digitalCertificate: boolean): Promise<SaveOutcome> {
    try {
      const result = await save.mutateAsync({
        id: diamond?.id ?? null,
        body,
        version: diamond?.version ?? null,
        digitalCertificate,
      });
      const label = recordLabel(result.diamond);
      if (!digitalCertificate) {
        notify(messages.diamondSaved, label);
        leave();
      } else if (result.spreadsheet?.delivered) {
        notify(messages.certificateSavedAndSent, label);
        leave();
      } else {
        setSheetPending({ error: result.spreadsheet?.error ?? "", saved: result.diamond });
      }
      return { saved: result.diamond };
    } catch (error) {
      if (isApiError(error) && error.problem.errors?.length) {
        return { problems: error.problem.errors, detail: error.problem.detail };
      }
      if (isApiError(error) && error.status === 409) setStale(error.problem.detail);
      else setFailure(errorDetail(error));
      return null;
    }
  }

  function stay() {
    const saved = sheetPending?.saved;
    setSheetPending(null);
    // A new record stays open as the record it now is, so the next save updates it.
    if (!diamond && saved) navigate(diamondFormPath(saved.id), { replace: true });
  }

  const title = diamond ? `Diamond ${recordLabel(diamond)}`.trim() : "Add Diamond";
  return (
    <>
      <PageHeader title={title} above={<BackLink to={listPath}>Diamonds</BackLink>} />
      <DiamondForm
        diamond={diamond}
        preset={preset}
        onSave={saveDiamond}
        onDelete={diamond ? () => deletion.ask(diamond) : undefined}
        onDirtyChange={setDirty}
      />
      <ConfirmDelete confirmLabel={messages.confirmDeleteFormButton} {...deletion.dialog} />
      <SpreadsheetPendingDialog error={sheetPending?.error ?? null} onStay={stay} onLeave={leave} />
      <StaleRecordDialog
        message={stale}
        onClose={() => setStale(null)}
        onReload={() => {
          setStale(null);
          onReload();
        }}
      />
      <ErrorDialog message={failure} onClose={() => setFailure(null)} />
      <LeaveFormDialog blocker={guard.blocker} />
    </>
  );
}
