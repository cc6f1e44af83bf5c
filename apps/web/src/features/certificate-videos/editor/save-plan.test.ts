import { videoMessages } from "@loupe/domain/videos/video-messages";
import { describe, expect, it } from "vitest";
import { savePlan, type VideoDraft } from "./save-plan";

const client = "0190a0a0-0000-7000-8000-000000000001";
const draft = (changes: Partial<VideoDraft>): VideoDraft => ({
  multiple: false,
  clientId: client,
  mode: "sku",
  name: "abc1",
  uploaded: [],
  existingFileId: null,
  ...changes,
});
const upload = (key: string, fileName: string) => ({ key, fileName, fileId: `file-${key}` });

describe("savePlan", () => {
  it("saves a single video under its name, upper-cased in SKU mode, with the newest upload", () => {
    const plan = savePlan(draft({ uploaded: [upload("1", "ABC1.mp4"), upload("2", "abc1_take2.mov")] }));
    expect(plan).toEqual({ ok: true, videos: [{ key: "2", name: "ABC1", fileId: "file-2" }] });
  });

  it("keeps an edited record's stored video when nothing new was uploaded", () => {
    const plan = savePlan(draft({ mode: "orderLine", name: " A7 - 2 ", existingFileId: "stored" }));
    expect(plan).toEqual({ ok: true, videos: [{ key: null, name: "A7-2", fileId: "stored" }] });
  });

  it("refuses a single save missing its client, name or video with the spec's words", () => {
    for (const missing of [
      draft({ clientId: null, uploaded: [upload("1", "ABC1.mp4")] }),
      draft({ name: "  ", uploaded: [upload("1", "ABC1.mp4")] }),
      draft({ mode: null, uploaded: [upload("1", "ABC1.mp4")] }),
      draft({}),
    ])
      expect(savePlan(missing)).toEqual({ ok: false, problem: videoMessages.videoSaveMissingFields });
  });

  it("refuses a file whose name is not the video's", () => {
    const plan = savePlan(draft({ uploaded: [upload("1", "XYZ9.mp4")] }));
    expect(plan).toEqual({
      ok: false,
      problem: videoMessages.videoFileNameMismatch("XYZ9.mp4", "SKU", "ABC1"),
    });
  });

  it("names each of several videos by its file", () => {
    const plan = savePlan(
      draft({
        multiple: true,
        mode: "certificate",
        uploaded: [upload("1", "LG 100_a.mp4"), upload("2", "200.mov")],
      }),
    );
    expect(plan).toEqual({
      ok: true,
      videos: [
        { key: "1", name: "LG100", fileId: "file-1" },
        { key: "2", name: "200", fileId: "file-2" },
      ],
    });
  });

  it("refuses several videos without a client or without one uploaded", () => {
    expect(savePlan(draft({ multiple: true, clientId: null, uploaded: [upload("1", "A.mp4")] }))).toEqual({
      ok: false,
      problem: videoMessages.videoSaveMissingFields,
    });
    expect(savePlan(draft({ multiple: true }))).toEqual({
      ok: false,
      problem: videoMessages.videoSaveMissingFields,
    });
  });
});
