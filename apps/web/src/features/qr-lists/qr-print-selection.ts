import { canSelectForQrPrint, qrMultiPrintMax } from "@loupe/domain/videos/qr-list-rules";
import { videoMessages } from "@loupe/domain/videos/video-messages";

// The table's multi-print mode (spec 002 §4, §5): on, checkboxes pick at most 2 lists (a third is
// refused with the domain's message); Cancel clears the picks and leaves the mode; printing opens
// the print page and clears the picks 3 s later (qrPrintResetMs).
export type QrPrintSelection = { printing: boolean; ids: readonly string[] };

export const noPrintSelection: QrPrintSelection = { printing: false, ids: [] };

export type QrPrintToggle = { selection: QrPrintSelection; refused: string | null };

// Ticks or unticks a list; a tick past the limit is refused and changes nothing.
export function toggleForPrint(selection: QrPrintSelection, id: string): QrPrintToggle {
  if (selection.ids.includes(id))
    return { selection: { ...selection, ids: selection.ids.filter((other) => other !== id) }, refused: null };
  if (!canSelectForQrPrint(selection.ids.length))
    return { selection, refused: videoMessages.qrPrintTooMany(qrMultiPrintMax) };
  return { selection: { ...selection, ids: [...selection.ids, id] }, refused: null };
}

export const startPrinting = (): QrPrintSelection => ({ printing: true, ids: [] });

// Cancel, and the reset after printing: nothing picked, the mode off.
export const cancelPrinting = (): QrPrintSelection => noPrintSelection;
