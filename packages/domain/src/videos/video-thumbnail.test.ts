import { describe, expect, it } from "vitest";
import { thumbnailCaptureSeconds, thumbnailSize, videoThumbnail } from "./video-thumbnail";

describe("video thumbnails (spec 002 §9)", () => {
  it("are JPEGs 320 px wide at quality 0.75", () => {
    expect(videoThumbnail).toEqual({ width: 320, contentType: "image/jpeg", quality: 0.75, atSeconds: 0.2 });
  });

  it.each([
    [60, 0.2],
    [2, 0.2],
    [1, 0.1],
    [0.5, 0.05],
    [0, 0],
    [-1, 0],
    [Number.NaN, 0.2],
    [Number.POSITIVE_INFINITY, 0.2],
  ])("capture a video of %s s at %s s", (duration, at) => {
    expect(thumbnailCaptureSeconds(duration)).toBeCloseTo(at, 10);
  });

  it("keep the frame's shape", () => {
    expect(thumbnailSize(1920, 1080)).toEqual({ width: 320, height: 180 });
    expect(thumbnailSize(1080, 1920)).toEqual({ width: 320, height: 569 });
    expect(thumbnailSize(320, 240)).toEqual({ width: 320, height: 240 });
    expect(thumbnailSize(160, 90)).toEqual({ width: 320, height: 180 });
    expect(thumbnailSize(100_000, 1)).toEqual({ width: 320, height: 1 });
  });

  it("have no size for a video the browser could not decode", () => {
    expect(thumbnailSize(0, 0)).toBeNull();
    expect(thumbnailSize(1920, 0)).toBeNull();
    expect(thumbnailSize(Number.NaN, 1080)).toBeNull();
  });
});
