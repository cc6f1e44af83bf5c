import { describe, expect, it } from "vitest";
import { videoMessages } from "./video-messages";
import { acceptedVideoType, inBatches, videoSaveProblem, videoUploads } from "./video-uploads";

describe("video uploads (spec 002 §7, §9)", () => {
  it("take files up to 500 MB, ten at a time, saved in batches of ten", () => {
    expect(videoUploads).toEqual({ maxBytes: 500 * 1024 * 1024, concurrent: 10, batchSize: 10 });
  });

  it("are MP4 (an .m4v too) or QuickTime, by the type found in their bytes", () => {
    expect(acceptedVideoType("mp4")).toBe("video/mp4");
    expect(acceptedVideoType("m4v")).toBe("video/mp4");
    expect(acceptedVideoType("mov")).toBe("video/quicktime");
    for (const other of ["m4a", "heic", "webm", "pdf", "toString", "constructor", undefined])
      expect(acceptedVideoType(other)).toBeNull();
  });

  it("split into batches of ten, the last shorter", () => {
    const files = Array.from({ length: 23 }, (_, index) => index);
    expect(inBatches(files).map((batch) => batch.length)).toEqual([10, 10, 3]);
    expect(inBatches(files).flat()).toEqual(files);
    expect(inBatches(files.slice(0, 10))).toEqual([files.slice(0, 10)]);
    expect(inBatches([])).toEqual([]);
    expect(inBatches(["a", "b", "c"], 2)).toEqual([["a", "b"], ["c"]]);
    expect(() => inBatches(files, 0)).toThrow(RangeError);
  });
});

describe("saving videos (spec 002 §5)", () => {
  const single = { multiple: false, name: "ABC1", clientId: "client", fileId: "file" } as const;

  it("saves a single video with its name, client and file", () => {
    expect(videoSaveProblem(single)).toBeNull();
  });

  it.each([
    ["no name", { name: "" }],
    ["a blank name", { name: "   " }],
    ["no client", { clientId: null }],
    ["no uploaded file", { fileId: null }],
  ])("refuses a single video with %s, in the spec's words", (_, change) => {
    expect(videoSaveProblem({ ...single, ...change })).toBe(
      "Must fill in all fields and upload a minimum of one video.",
    );
  });

  it("saves several videos with a client and at least one of them", () => {
    expect(videoSaveProblem({ multiple: true, clientId: "client", fileIds: ["a"] })).toBeNull();
    expect(videoSaveProblem({ multiple: true, clientId: "client", fileIds: [] })).toBe(
      videoMessages.videoSaveMissingFields,
    );
    expect(videoSaveProblem({ multiple: true, clientId: null, fileIds: ["a", "b"] })).toBe(
      videoMessages.videoSaveMissingFields,
    );
    expect(videoSaveProblem({ multiple: true, clientId: "", fileIds: ["a"] })).toBe(
      videoMessages.videoSaveMissingFields,
    );
  });
});
