import { videoUploadLimits } from "../files";
import { videoMessages } from "./video-messages";

// Uploading certificate and product display videos (spec 002 §2, §7, §9; issue 24): each file up to
// 500 MB, ten uploading at once, saved in batches of ten files.
export const videoUploads = {
  maxBytes: videoUploadLimits.maxBytes,
  concurrent: 10,
  batchSize: 10,
} as const;

// The containers a video upload may be, decided from its first bytes (file-type's extension for
// them) and the type it is stored and served as: MP4 (an .m4v is an MP4) or QuickTime.
export const videoUploadTypes = {
  mp4: "video/mp4",
  m4v: "video/mp4",
  mov: "video/quicktime",
} as const satisfies Record<string, string>;

export function acceptedVideoType(detectedExtension: string | undefined): string | null {
  if (!detectedExtension || !Object.hasOwn(videoUploadTypes, detectedExtension)) return null;
  return videoUploadTypes[detectedExtension as keyof typeof videoUploadTypes];
}

// `items` in order, in groups of `size` (the last may be shorter).
export function inBatches<Item>(items: readonly Item[], size: number = videoUploads.batchSize): Item[][] {
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError(`A batch holds at least one item, not ${size}`);
  const batches: Item[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

// Saving (002 §5): a single video needs its name, client and uploaded file (its creation time is
// the server's); several need a client and at least one uploaded video. Refused under the title
// 'Missing Required Fields' with the spec's text.
export type VideoSaveDraft =
  | { multiple: false; name: string; clientId: string | null; fileId: string | null }
  | { multiple: true; clientId: string | null; fileIds: readonly string[] };

export function videoSaveProblem(draft: VideoSaveDraft): string | null {
  const complete = draft.multiple
    ? Boolean(draft.clientId) && draft.fileIds.length > 0
    : draft.name.trim() !== "" && Boolean(draft.clientId) && Boolean(draft.fileId);
  return complete ? null : videoMessages.videoSaveMissingFields;
}
