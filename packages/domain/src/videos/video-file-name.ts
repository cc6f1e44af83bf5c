import { videoMessages } from "./video-messages";
import { normalizeVideoName, type VideoNamingMode, videoNameLabels } from "./video-naming";

// What a video file's name says (spec 002 §2, §5). In the certificate uploader the extension is
// stripped and anything after an underscore dropped ('ABC1_front.mp4' names ABC1), then the
// name is normalized as its mode says; the Video Manager's search strips a take suffix instead.

// The name without a folder (some browsers once sent a path) and without its extension.
export function withoutExtension(fileName: string): string {
  const base = fileName.slice(Math.max(fileName.lastIndexOf("/"), fileName.lastIndexOf("\\")) + 1);
  const dot = base.lastIndexOf(".");
  return dot < 0 ? base : base.slice(0, dot);
}

// The video name a file gives in the certificate uploader: in multiple mode each video is named so.
export function videoNameFromFile(fileName: string, mode: VideoNamingMode): string {
  return normalizeVideoName(mode, withoutExtension(fileName).split("_")[0] ?? "");
}

// Why a file cannot be the video of `name` (single mode), or of no name at all (multiple mode);
// null when it can. Letter case is not compared: 'abc1.mp4' is the video of SKU ABC1.
export function videoFileProblem(fileName: string, mode: VideoNamingMode, name?: string): string | null {
  const fromFile = videoNameFromFile(fileName, mode);
  const label = videoNameLabels[mode];
  if (fromFile === "") return videoMessages.videoFileGivesNoName(fileName, label);
  if (name === undefined) return null;
  const expected = normalizeVideoName(mode, name);
  return fromFile.toUpperCase() === expected.toUpperCase()
    ? null
    : videoMessages.videoFileNameMismatch(fileName, label, expected);
}

// The Video Manager's search by file name: an extension of a video file and a trailing take
// suffix (_001 and beyond: an underscore and three or more digits, as jewelry videos are named)
// are stripped, so 'RING7_002.mp4' finds every take of RING7.
const videoExtension = /\.(mp4|mov|m4v)$/i;
const takeSuffix = /_\d{3,}$/;

export function productVideoSearchTerm(term: string): string {
  return term.trim().replace(videoExtension, "").replace(takeSuffix, "").trim();
}
