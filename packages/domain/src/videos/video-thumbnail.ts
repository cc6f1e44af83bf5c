// A video's thumbnail, captured in the browser (spec 002 §9): a JPEG 320 px wide at quality 0.75,
// of the frame at 0.2 s, or at a tenth of the duration when the video is shorter than 2 s (so the
// frame is inside it). A video the browser cannot decode (HEVC) has no size: it gets a placeholder.

export const videoThumbnail = {
  width: 320,
  contentType: "image/jpeg",
  quality: 0.75,
  atSeconds: 0.2,
} as const;

// Where to seek before capturing; an unknown duration (NaN, or Infinity while streaming) takes 0.2 s.
export function thumbnailCaptureSeconds(durationSeconds: number): number {
  if (Number.isNaN(durationSeconds) || durationSeconds === Number.POSITIVE_INFINITY)
    return videoThumbnail.atSeconds;
  if (durationSeconds <= 0) return 0;
  return Math.min(videoThumbnail.atSeconds, durationSeconds / 10);
}

// The thumbnail's size for a frame of videoWidth × videoHeight, keeping its shape; null when the
// browser gave no frame size (it could not decode the video).
export function thumbnailSize(
  videoWidth: number,
  videoHeight: number,
): { width: number; height: number } | null {
  if (!(videoWidth > 0) || !(videoHeight > 0)) return null;
  const { width } = videoThumbnail;
  return { width, height: Math.max(1, Math.round((width * videoHeight) / videoWidth)) };
}
