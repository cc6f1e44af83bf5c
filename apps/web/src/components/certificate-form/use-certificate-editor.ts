import { messages } from "@loupe/domain/messages";
import { useState } from "react";
import { useNavigate } from "react-router";
import { errorDetail } from "../../lib/api-client";
import { useListReturnPath } from "../list-return";
import { notifySuccess } from "../notify-success";
import { useConfirmDelete } from "../use-confirm-delete";
import { type SaveOutcome, useSaveFailures } from "./save-failure";
import { useUnsavedChangesGuard } from "./use-unsaved-changes-guard";

type SavedRecord = { id: string };
type SpreadsheetDelivery = { delivered: boolean; error: string | null } | null;
export type SaveRequest = { id: string | null; version: number | null; digitalCertificate: boolean };

// What a certificate editor page does around its form, for every certificate type: the way back
// to the list (unsaved changes asked about first), the save request with the record's version and
// its refusals, Create Digital Certificate's outcome, and the deletion.
export function useCertificateEditor<Saved extends SavedRecord>({
  record,
  listPath,
  recordPath,
  remove,
}: {
  record: (SavedRecord & { version: number }) | null;
  listPath: string;
  recordPath: (id: string) => string;
  remove: (id: string) => Promise<unknown>;
}) {
  const navigate = useNavigate();
  const returnPath = useListReturnPath(listPath);
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(dirty);
  const failures = useSaveFailures();
  // Create Digital Certificate saved, the spreadsheet has not taken it yet: its reason, and the record.
  const [sheetPending, setSheetPending] = useState<{ error: string; saved: Saved } | null>(null);

  function leave() {
    guard.allowLeaving();
    navigate(returnPath);
  }
  // A new record stays open as the record it now is, so the next save updates it.
  function stayOn(saved: Saved | undefined) {
    if (!record && saved) navigate(recordPath(saved.id), { replace: true });
  }
  const deletion = useConfirmDelete({
    remove: (saved: SavedRecord) => remove(saved.id),
    deleted: { title: messages.deletedTitle, message: messages.deletedText },
    onDeleted: leave,
    onFailure: (error) => failures.setFailure(errorDetail(error)),
  });

  // Sends the save (a refusal becomes the form's problems or a dialog); `onSaved` says what
  // happened, `saved` and `spreadsheet` read the answer.
  async function save<Result>(
    send: (request: SaveRequest) => Promise<Result>,
    digitalCertificate: boolean,
    answer: { saved: (result: Result) => Saved; onSaved: (result: Result) => void },
  ): Promise<SaveOutcome<Saved>> {
    try {
      const result = await send({
        id: record?.id ?? null,
        version: record?.version ?? null,
        digitalCertificate,
      });
      answer.onSaved(result);
      return { saved: answer.saved(result) };
    } catch (error) {
      return failures.outcomeOf(error);
    }
  }

  // Create Digital Certificate: said and back to the list once the spreadsheet took it; otherwise
  // the truth, and the choice to stay.
  function digitalCertificateSaved(saved: Saved, label: string, spreadsheet: SpreadsheetDelivery) {
    if (spreadsheet?.delivered) {
      notifySuccess(messages.certificateSavedAndSent, label);
      leave();
    } else {
      setSheetPending({ error: spreadsheet?.error ?? "", saved });
    }
  }

  return {
    returnPath,
    guard,
    failures,
    deletion,
    setDirty,
    leave,
    stayOn,
    save,
    digitalCertificateSaved,
    sheetPending: sheetPending?.error ?? null,
    stayAfterSheetPending: () => {
      stayOn(sheetPending?.saved);
      setSheetPending(null);
    },
  };
}

// What the shared dialogs read of it (none of it depends on the record's type).
export type CertificateEditor = Pick<
  ReturnType<typeof useCertificateEditor>,
  "deletion" | "sheetPending" | "stayAfterSheetPending" | "leave" | "failures" | "guard"
>;
