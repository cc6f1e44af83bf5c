import { describe, expect, it } from "vitest";
import {
  canSelectForQrPrint,
  qrListMinVideos,
  qrListSaveProblems,
  qrMultiPrintMax,
  qrPrintResetMs,
  qrPrintSelectionProblem,
} from "./qr-list-rules";
import { videoMessages } from "./video-messages";

describe("QR lists (spec 002 §5, §9)", () => {
  it("need at least 2 videos, print at most 2 lists together and reset 3 s after printing", () => {
    expect([qrListMinVideos, qrMultiPrintMax, qrPrintResetMs]).toEqual([2, 2, 3000]);
  });

  it("save with a client and 2 or more videos", () => {
    expect(qrListSaveProblems({ clientId: "client", videoCount: 2 })).toEqual([]);
    expect(qrListSaveProblems({ clientId: "client", videoCount: 40 })).toEqual([]);
  });

  it("say every reason a list cannot be saved", () => {
    expect(qrListSaveProblems({ clientId: "client", videoCount: 1 })).toEqual([
      "Select a minimum of 2 videos for this list.",
    ]);
    expect(qrListSaveProblems({ clientId: null, videoCount: 2 })).toEqual([
      videoMessages.qrListClientRequired,
    ]);
    expect(qrListSaveProblems({ clientId: "", videoCount: 0 })).toEqual([
      videoMessages.qrListClientRequired,
      videoMessages.qrListTooFewVideos(2),
    ]);
  });

  it("announce a saved list in the spec's words", () => {
    expect(videoMessages.qrListCreated).toBe("Video List Has Been Created, You can print QR Code Now");
  });

  it("let a third list join the print selection never", () => {
    expect([0, 1, 2, 3].map(canSelectForQrPrint)).toEqual([true, true, false, false]);
    expect([0, 1, 2].map(qrPrintSelectionProblem)).toEqual([null, null, null]);
    expect(qrPrintSelectionProblem(3)).toBe("Print at most 2 QR lists at a time.");
  });
});
