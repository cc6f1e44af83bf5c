import { videoMessages } from "@loupe/domain/videos/video-messages";
import { describe, expect, it } from "vitest";
import { cancelPrinting, startPrinting, toggleForPrint } from "./qr-print-selection";

describe("the QR lists' multi-print selection", () => {
  it("picks at most 2 lists and refuses a third with the domain's message", () => {
    let selection = startPrinting();
    expect(selection).toEqual({ printing: true, ids: [] });
    selection = toggleForPrint(selection, "a").selection;
    selection = toggleForPrint(selection, "b").selection;
    expect(selection.ids).toEqual(["a", "b"]);
    const third = toggleForPrint(selection, "c");
    expect(third).toEqual({ selection, refused: videoMessages.qrPrintTooMany(2) });
    const untick = toggleForPrint(selection, "a");
    expect(untick).toEqual({ selection: { printing: true, ids: ["b"] }, refused: null });
    expect(toggleForPrint(untick.selection, "c").selection.ids).toEqual(["b", "c"]);
  });

  it("clears on cancel", () => {
    const picked = toggleForPrint(startPrinting(), "a").selection;
    expect(cancelPrinting()).toEqual({ printing: false, ids: [] });
    expect(picked.ids).toEqual(["a"]);
  });
});
