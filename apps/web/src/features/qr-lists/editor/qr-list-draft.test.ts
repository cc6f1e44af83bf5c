import type { QrListVideo } from "@loupe/domain/videos/qr-list-api";
import { videoMessages } from "@loupe/domain/videos/video-messages";
import { describe, expect, it } from "vitest";
import {
  addVideo,
  canPrintQr,
  draftInput,
  draftProblems,
  emptyDraft,
  type QrListDraft,
  removeVideo,
} from "./qr-list-draft";

const video = (id: string): QrListVideo => ({
  id,
  name: `V-${id}`,
  client: null,
  videoUrl: `/api/files/${id}`,
  thumbnailUrl: null,
  certInfo: null,
});

describe("the QR list editor's draft", () => {
  it("needs a client and at least 2 videos before it saves", () => {
    expect(draftProblems(emptyDraft)).toEqual([
      videoMessages.qrListClientRequired,
      videoMessages.qrListTooFewVideos(2),
    ]);
    let draft: QrListDraft = { ...emptyDraft, client: { id: "c1", name: "Acme" } };
    draft = addVideo(draft, video("a"));
    expect(draftProblems(draft)).toEqual([videoMessages.qrListTooFewVideos(2)]);
    draft = addVideo(addVideo(draft, video("b")), video("a"));
    expect(draft.videos.map((chosen) => chosen.id)).toEqual(["a", "b"]);
    expect(draftProblems(draft)).toEqual([]);
    expect(draftInput({ ...draft, title: "  Show  " })).toEqual({
      title: "Show",
      clientId: "c1",
      videoIds: ["a", "b"],
    });
    expect(draftProblems(removeVideo(draft, "a"))).toEqual([videoMessages.qrListTooFewVideos(2)]);
  });

  it("offers the QR print only for a saved list without unsaved changes", () => {
    expect(canPrintQr(null, false)).toBe(false);
    expect(canPrintQr("id", true)).toBe(false);
    expect(canPrintQr("id", false)).toBe(true);
  });
});
