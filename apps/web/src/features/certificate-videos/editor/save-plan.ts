import { videoFileProblem, videoNameFromFile } from "@loupe/domain/videos/video-file-name";
import { videoMessages } from "@loupe/domain/videos/video-messages";
import { normalizeVideoName, type VideoNamingMode } from "@loupe/domain/videos/video-naming";
import { videoSaveProblem } from "@loupe/domain/videos/video-uploads";

// What the editor holds when Save is pressed.
export type VideoDraft = {
  multiple: boolean;
  clientId: string | null;
  mode: VideoNamingMode | null;
  // Single mode's name as typed.
  name: string;
  // The queue's files that finished uploading (key: the queue item, for its thumbnail).
  uploaded: readonly { key: string; fileName: string; fileId: string }[];
  // Editing an existing record: its stored video, kept when no new one was uploaded.
  existingFileId: string | null;
};

export type SavePlan =
  | { ok: false; problem: string }
  | { ok: true; videos: { key: string | null; name: string; fileId: string }[] };

// The videos a Save sends, or why it cannot (002 §5: 'Missing Required Fields: Must fill in all
// fields and upload a minimum of one video.'). Single mode saves its name with the newest
// upload (or the stored video); multiple mode names each upload by its file.
export function savePlan(draft: VideoDraft): SavePlan {
  const { mode } = draft;
  if (draft.multiple) {
    const problem = videoSaveProblem({
      multiple: true,
      clientId: draft.clientId,
      fileIds: mode ? draft.uploaded.map((file) => file.fileId) : [],
    });
    if (problem || !mode) return { ok: false, problem: problem ?? videoMessages.videoSaveMissingFields };
    return {
      ok: true,
      videos: draft.uploaded.map((file) => ({
        key: file.key,
        name: videoNameFromFile(file.fileName, mode),
        fileId: file.fileId,
      })),
    };
  }
  const name = mode ? normalizeVideoName(mode, draft.name) : "";
  const latest = draft.uploaded.at(-1);
  const fileId = latest?.fileId ?? draft.existingFileId;
  const problem = videoSaveProblem({ multiple: false, name, clientId: draft.clientId, fileId });
  if (problem || !mode || !fileId)
    return { ok: false, problem: problem ?? videoMessages.videoSaveMissingFields };
  if (latest) {
    const mismatch = videoFileProblem(latest.fileName, mode, name);
    if (mismatch) return { ok: false, problem: mismatch };
  }
  return { ok: true, videos: [{ key: latest?.key ?? null, name, fileId }] };
}
