import { videoMessages } from "./video-messages";

// QR lists (spec 002 §4, §5, §9): a list is saved with a client and at least 2 videos (the spec's
// message asks for three; the rule, and ours, say two). The table's multi-print mode prints at most
// 2 lists, and its selection clears 3 s after printing.
export const qrListMinVideos = 2;
export const qrMultiPrintMax = 2;
export const qrPrintResetMs = 3000;

// Every reason the list cannot be saved yet, in the form's order; empty when it can.
export function qrListSaveProblems(list: { clientId: string | null; videoCount: number }): string[] {
  const problems: string[] = [];
  if (!list.clientId) problems.push(videoMessages.qrListClientRequired);
  if (list.videoCount < qrListMinVideos) problems.push(videoMessages.qrListTooFewVideos(qrListMinVideos));
  return problems;
}

// Whether one more list can join the print selection.
export const canSelectForQrPrint = (selectedCount: number) => selectedCount < qrMultiPrintMax;

export function qrPrintSelectionProblem(selectedCount: number): string | null {
  return selectedCount > qrMultiPrintMax ? videoMessages.qrPrintTooMany(qrMultiPrintMax) : null;
}
