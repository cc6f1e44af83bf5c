import { imageUploadLimits } from "@loupe/domain/files";
import type { FieldError } from "@loupe/domain/problem";
import { videoMessages } from "@loupe/domain/videos/video-messages";
import { asc, inArray, or } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { storedFiles } from "../../db/files-schema";
import { badRequest } from "../../http/problem";
import { certificateVideos as videos } from "./schema";

// What a video record's files may be: the finished upload is MP4 or QuickTime (typed from its
// content when it was stored), the thumbnail one of the images the app stores.
const videoContentTypes = new Set(["video/mp4", "video/quicktime"]);
const imageContentTypes = new Set<string>(imageUploadLimits.contentTypes);

// One video of a save or an edit: the files it names, where the form has them (`videos.2`, or ''
// for an edit's own fields), and
// the record it writes when that exists (its own files are not 'another video's').
export type VideoFileChoice = {
  name: string;
  field: string;
  fileId: string;
  thumbnailFileId: string | null;
  current: { id: string; videoFileId: string; thumbnailFileId: string | null } | null;
};

// The form's field of a choice's file: `videos.2.fileId` in a save, `fileId` in an edit.
const fieldOf = (choice: VideoFileChoice, key: string) => (choice.field ? `${choice.field}.${key}` : key);

const refuse = (errors: FieldError[]) => {
  if (errors.length > 0) throw badRequest(errors.map((error) => error.message).join(" "), errors);
};

function refuseRepeatedFiles(choices: readonly VideoFileChoice[]) {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const choice of choices) {
    for (const [key, id] of [
      ["fileId", choice.fileId],
      ["thumbnailFileId", choice.thumbnailFileId],
    ] as const) {
      if (id === null) continue;
      if (seen.has(id))
        errors.push({ field: fieldOf(choice, key), message: videoMessages.videoFileRepeated(choice.name) });
      seen.add(id);
    }
  }
  refuse(errors);
}

// Each file must be an upload of the right kind that no other video record holds. The files are
// locked (FOR NO KEY UPDATE, in id order) so two saves naming one upload wait for each other and the
// second sees the first's record, and the removal of an unreferenced file waits for the save.
export async function checkVideoFiles(tx: Executor, choices: readonly VideoFileChoice[]): Promise<void> {
  refuseRepeatedFiles(choices);
  const ids = choices.flatMap((choice) => [
    choice.fileId,
    ...(choice.thumbnailFileId ? [choice.thumbnailFileId] : []),
  ]);
  const files = await tx
    .select({ id: storedFiles.id, contentType: storedFiles.contentType })
    .from(storedFiles)
    .where(inArray(storedFiles.id, ids))
    .orderBy(asc(storedFiles.id))
    .for("no key update");
  const typeOf = new Map(files.map((file) => [file.id, file.contentType]));
  const errors: FieldError[] = [];
  for (const choice of choices) {
    if (!videoContentTypes.has(typeOf.get(choice.fileId) ?? ""))
      errors.push({
        field: fieldOf(choice, "fileId"),
        message: videoMessages.videoFileNotVideo(choice.name),
      });
    if (choice.thumbnailFileId && !imageContentTypes.has(typeOf.get(choice.thumbnailFileId) ?? ""))
      errors.push({
        field: fieldOf(choice, "thumbnailFileId"),
        message: videoMessages.videoThumbnailNotImage(choice.name),
      });
  }
  refuse(errors);
  await refuseFilesOfOtherVideos(tx, choices, ids);
}

async function refuseFilesOfOtherVideos(tx: Executor, choices: readonly VideoFileChoice[], ids: string[]) {
  const holders = await tx
    .select({
      id: videos.id,
      name: videos.name,
      videoFileId: videos.videoFileId,
      thumbnailFileId: videos.thumbnailFileId,
    })
    .from(videos)
    .where(or(inArray(videos.videoFileId, ids), inArray(videos.thumbnailFileId, ids)));
  const errors: FieldError[] = [];
  for (const choice of choices) {
    // A file the record holds already stays its own, even one the demo's records share.
    const own = new Set([choice.current?.videoFileId, choice.current?.thumbnailFileId]);
    for (const [key, id] of [
      ["fileId", choice.fileId],
      ["thumbnailFileId", choice.thumbnailFileId],
    ] as const) {
      if (id === null || own.has(id)) continue;
      const other = holders.find(
        (holder) =>
          holder.id !== choice.current?.id && (holder.videoFileId === id || holder.thumbnailFileId === id),
      );
      if (other)
        errors.push({
          field: fieldOf(choice, key),
          message: videoMessages.videoFileInUse(choice.name, other.name),
        });
    }
  }
  refuse(errors);
}
