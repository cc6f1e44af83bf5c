import { thumbnailCaptureSeconds, thumbnailSize, videoThumbnail } from "@loupe/domain/videos/video-thumbnail";

// A browser that cannot decode the video (HEVC in Chromium) may never answer: give up then.
const decodeTimeoutMs = 8_000;

// A video file's thumbnail, drawn from a frame in the browser (spec 002 §9: 320 px wide JPEG at
// quality 0.75, at 0.2 s or a tenth of the duration); null when the browser cannot decode it.
// The file is read through an object URL: only the bytes the frame needs are read.
export async function captureThumbnail(file: Blob): Promise<Blob | null> {
  const url = URL.createObjectURL(file);
  const video = document.createElement("video");
  video.muted = true;
  video.playsInline = true;
  video.preload = "auto";
  try {
    video.src = url;
    await nextEvent(video, "loadeddata");
    const size = thumbnailSize(video.videoWidth, video.videoHeight);
    if (!size) return null;
    video.currentTime = thumbnailCaptureSeconds(video.duration);
    await nextEvent(video, "seeked");
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext("2d");
    if (!context) return null;
    context.drawImage(video, 0, 0, size.width, size.height);
    return await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, videoThumbnail.contentType, videoThumbnail.quality),
    );
  } catch {
    return null;
  } finally {
    video.removeAttribute("src");
    video.load();
    URL.revokeObjectURL(url);
  }
}

function nextEvent(video: HTMLVideoElement, name: "loadeddata" | "seeked"): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(() => finish(new Error(`No ${name} in time`)), decodeTimeoutMs);
    const onEvent = () => finish(null);
    const onError = () => finish(new Error("The browser cannot decode this video"));
    function finish(error: Error | null) {
      window.clearTimeout(timer);
      video.removeEventListener(name, onEvent);
      video.removeEventListener("error", onError);
      if (error) reject(error);
      else resolve();
    }
    video.addEventListener(name, onEvent);
    video.addEventListener("error", onError);
  });
}
