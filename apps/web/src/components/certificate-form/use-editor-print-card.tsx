import { certificateLabel } from "@loupe/domain/certificates/certificate-type";
import type { CardPrint } from "@loupe/domain/certificates/record-fields";
import type { UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";
import { errorDetail } from "../../lib/api-client";
import { printedBeforeText } from "../card-printed-text";
import { LazyConfirmReprint } from "../lazy-dialogs";
import { notifySuccess } from "../notify-success";
import { notifySaved } from "./notify-saved";

type Printable = CardPrint & { id: string; certificateNumber: string; clientSku: string };

// The toast of the save a print follows (Save & Print): the printer's answer joins it.
export type SavedToast = { title: string; lines: readonly string[] };

// Print Card in a certificate editor: a card printed before is printed again only when the user
// says so; the printer's answer is said (after Save & Print, in the save's one toast, with 'Back
// to list'); a refusal opens the editor's error dialog.
export function useEditorPrintCard<Record extends Printable>({
  print,
  fallbackMessage,
  onFailure,
  onBackToList,
}: {
  print: UseMutationResult<{ message: string }, Error, string>;
  // Said when the printer's answer has no message (spec's success text for the type).
  fallbackMessage: string;
  onFailure: (detail: string) => void;
  onBackToList: () => void;
}) {
  const [reprinting, setReprinting] = useState<{ record: Record; saved?: SavedToast } | null>(null);

  function send(record: Record, saved?: SavedToast) {
    print.mutate(record.id, {
      onSuccess: (answer) => {
        const message = answer.message || fallbackMessage;
        if (saved) notifySaved({ title: saved.title, lines: [...saved.lines, message], onBackToList });
        else notifySuccess(message);
      },
      onError: (error) => onFailure(errorDetail(error)),
    });
  }

  // `saved`: the record was just saved for this print (Save & Print).
  function printCard(record: Record, saved?: SavedToast) {
    if (record.cardCertPrinted) setReprinting({ record, saved });
    else send(record, saved);
  }

  const dialog = (
    <LazyConfirmReprint
      opened={reprinting !== null}
      text={reprinting ? printedBeforeText(certificateLabel(reprinting.record), reprinting.record) : ""}
      onConfirm={() => {
        if (reprinting) send(reprinting.record, reprinting.saved);
        setReprinting(null);
      }}
      onCancel={() => setReprinting(null)}
    />
  );

  return { printCard, printing: print.isPending, dialog };
}
