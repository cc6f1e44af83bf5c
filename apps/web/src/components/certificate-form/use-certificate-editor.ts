import { type CertificateType, certificateLabel } from "@loupe/domain/certificates/certificate-type";
import { messages } from "@loupe/domain/messages";
import { useState } from "react";
import { useNavigate } from "react-router";
import { errorDetail } from "../../lib/api-client";
import type { SaveCertificateRequest } from "../../lib/certificate-api";
import { useCameFromApp, useListReturnPath } from "../list-return";
import { useConfirmDelete } from "../use-confirm-delete";
import { editorNames } from "./editor-names";
import { notifySaved } from "./notify-saved";
import { type SaveOutcome, useSaveFailures } from "./save-failure";
import { useUnsavedChangesGuard } from "./use-unsaved-changes-guard";

// The history state of a record just saved as new: its editor reopens with the focus in the form.
const savedAsNewState = { savedAsNew: true } as const;
export const isSavedAsNew = (state: unknown): boolean =>
  typeof state === "object" && state !== null && "savedAsNew" in state && state.savedAsNew === true;

type SavedRecord = { id: string; certificateNumber: string; clientSku: string };
type SpreadsheetDelivery = { delivered: boolean; error: string | null } | null;

// The calls an editor makes for its certificate type (features/*/api.ts).
export type CertificateEditorApi<Saved, Body, Result> = {
  useSave: () => { mutateAsync: (request: SaveCertificateRequest<Body>) => Promise<Result> };
  useDelete: () => { mutateAsync: (id: string) => Promise<unknown> };
  savedOf: (result: Result) => Saved;
};

// What a certificate editor page does around its form, for every certificate type: the way back
// to the list (unsaved changes asked about first), the save request with the record's version and
// its refusals, Create Digital Certificate's outcome, and the deletion. The record's page is the
// list's path (editorNames) and its id.
export function useCertificateEditor<
  Saved extends SavedRecord,
  Body,
  Result extends { spreadsheet: SpreadsheetDelivery },
>({
  record,
  type,
  api,
}: {
  record: (Saved & { version: number }) | null;
  type: CertificateType;
  api: CertificateEditorApi<Saved, Body, Result>;
}) {
  const { listPath, record: recordName } = editorNames[type];
  const send = api.useSave();
  const remove = api.useDelete();
  const navigate = useNavigate();
  const returnPath = useListReturnPath(listPath);
  const cameFromApp = useCameFromApp();
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(dirty);
  const failures = useSaveFailures();

  function leave() {
    guard.allowLeaving();
    navigate(returnPath);
  }
  // After a delete: back one page, where the user came from (the list with its filters, the
  // dashboard, …); the list when the record was opened on its own.
  function goBack() {
    guard.allowLeaving();
    if (cameFromApp) navigate(-1);
    else navigate(returnPath);
  }
  // A new record stays open as the record it now is, so the next save updates it; the reopened
  // form takes the focus (savedAsNewState), so the keyboard goes on where it was.
  function stayOn(saved: Saved | undefined) {
    if (!record && saved) {
      // Saved: the form's changes are stored, whatever its state says until it is reset.
      guard.allowLeaving();
      navigate(`${listPath}/${encodeURIComponent(saved.id)}`, { replace: true, state: savedAsNewState });
    }
  }
  const deletion = useConfirmDelete({
    remove: (saved: SavedRecord) => remove.mutateAsync(saved.id),
    deleted: { title: messages.deletedTitle, message: messages.deletedText },
    onDeleted: goBack,
    onFailure: (error) => failures.setFailure(errorDetail(error)),
  });

  // Create Digital Certificate: said and back to the list once the spreadsheet took it; otherwise
  // the truth in the save's one toast, in warning colour and kept until closed, with 'Back to list'
  // (the outbox keeps trying); the editor stays on the record.
  function digitalCertificateSaved(saved: Saved, spreadsheet: SpreadsheetDelivery) {
    if (spreadsheet?.delivered) {
      notifySaved({ title: messages.certificateSavedAndSent, lines: [certificateLabel(saved)] });
      leave();
      return;
    }
    const reason = spreadsheet?.error ?? "";
    notifySaved({
      title: messages.certificateSaved,
      lines: [
        certificateLabel(saved),
        `The ${recordName} has been saved, but the google spreadsheet has not taken it yet. It will be sent again automatically.`,
        reason ? `Reason: ${reason}` : "",
      ],
      onBackToList: leave,
      warning: true,
    });
    stayOn(saved);
  }

  // Sends Save or Create Digital Certificate (a refusal becomes the form's problems or a dialog);
  // what a plain save then does is `onSaved`'s.
  async function save(
    body: Body,
    digitalCertificate: boolean,
    onSaved: (saved: Saved, result: Result) => void,
  ): Promise<SaveOutcome<Saved>> {
    try {
      const result = await send.mutateAsync({
        id: record?.id ?? null,
        version: record?.version ?? null,
        digitalCertificate,
        body,
      });
      const saved = api.savedOf(result);
      if (digitalCertificate) digitalCertificateSaved(saved, result.spreadsheet);
      else onSaved(saved, result);
      return { saved };
    } catch (error) {
      return failures.outcomeOf(error);
    }
  }

  return {
    record,
    returnPath,
    guard,
    failures,
    deletion,
    setDirty,
    leave,
    stayOn,
    save,
    // The form's delete button (a stored record only) and its unsaved changes.
    formHandlers: {
      onDelete: record ? () => deletion.ask(record) : undefined,
      onDirtyChange: setDirty,
    },
  };
}

// What the shared dialogs read of it (none of it depends on the record's type).
export type CertificateEditor = Pick<
  ReturnType<typeof useCertificateEditor>,
  "deletion" | "leave" | "failures" | "guard" | "returnPath"
> & { record: SavedRecord | null };
