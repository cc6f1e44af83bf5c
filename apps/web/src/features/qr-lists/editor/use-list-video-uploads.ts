import type { QrListVideo } from "@loupe/domain/videos/qr-list-api";
import { videoFileProblem, videoNameFromFile } from "@loupe/domain/videos/video-file-name";
import { videoMessages } from "@loupe/domain/videos/video-messages";
import type { VideoNamingMode } from "@loupe/domain/videos/video-naming";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useVideoUploader } from "../../../components/video-upload/use-video-uploader";
import { errorDetail } from "../../../lib/api-client";
import { useSaveCertificateVideos } from "../../../resources/certificate-videos";
import { qrListKeys, qrVideoChoicesQuery } from "../api";

// What became of an uploaded file: being saved as a certificate video, in the list, or not.
export type ListUploadOutcome =
  | { state: "saving" }
  | { state: "added" }
  | { state: "failed"; message: string; saveAgain?: () => void };

// An uploaded video's stored files, kept for a save tried again.
type StoredFiles = { fileId: string; thumbnailFileId: string | null };

// The client and naming mode chosen when the file was dropped: its video is saved with them.
type Owner = { clientId: string; mode: VideoNamingMode };

// The editor's own uploads (spec 002 §2 'upload videos'): several at once, each named by its file
// as the certificate videos' multiple mode names it, saved as a certificate video of the list's
// client as soon as it is up, then added to the list.
export function useListVideoUploads({
  clientId,
  onAdded,
}: {
  clientId: string | null;
  onAdded: (video: QrListVideo) => void;
}) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<VideoNamingMode | null>(null);
  const [outcomes, setOutcomes] = useState<Record<string, ListUploadOutcome>>({});
  const owners = useRef(new Map<string, Owner>());
  const save = useSaveCertificateVideos();
  const settle = (key: string, outcome: ListUploadOutcome) =>
    setOutcomes((current) => ({ ...current, [key]: outcome }));

  // Saves an uploaded file as the owner's certificate video and adds it to the list; a failed save
  // keeps the uploaded file, so it can be saved again without uploading it again.
  async function saveAndAdd(key: string, owner: Owner, name: string, files: StoredFiles): Promise<void> {
    settle(key, { state: "saving" });
    try {
      const answer = await save.mutateAsync({
        clientId: owner.clientId,
        namingMode: owner.mode,
        videos: [{ name, fileId: files.fileId, thumbnailFileId: files.thumbnailFileId }],
      });
      void queryClient.invalidateQueries({ queryKey: qrListKeys.allChoices });
      // The list shows a video as the picker does (its previews and certificate facts).
      const savedId = answer.saved[0]?.id;
      const choices = await queryClient.fetchQuery(
        qrVideoChoicesQuery({ search: name, clientId: owner.clientId }),
      );
      const video = choices.items.find((one) => one.id === savedId);
      if (!video) {
        settle(key, { state: "failed", message: videoMessages.qrListUploadNotFound(name) });
        return;
      }
      onAdded(video);
      settle(key, { state: "added" });
    } catch (error) {
      settle(key, {
        state: "failed",
        message: videoMessages.qrListUploadNotSaved(name, errorDetail(error)),
        saveAgain: () => void saveAndAdd(key, owner, name, files),
      });
    }
  }

  const uploader = useVideoUploader({
    onUploaded: async (stored, item, thumbnailFileId) => {
      const owner = owners.current.get(item.id);
      if (!owner) return;
      const name = videoNameFromFile(item.file.name, owner.mode);
      // Saving already while its thumbnail goes up: Save List waits for it.
      settle(item.id, { state: "saving" });
      await saveAndAdd(item.id, owner, name, { fileId: stored.id, thumbnailFileId: await thumbnailFileId });
    },
  });

  // Files must each give a name; they are queued with the client and mode chosen now.
  function addFiles(files: File[]) {
    uploader.refuse(null);
    if (!clientId || !mode) return;
    const problems = files
      .map((file) => videoFileProblem(file.name, mode))
      .filter((problem): problem is string => problem !== null);
    if (problems.length > 0) {
      uploader.refuse(problems.join(" "));
      return;
    }
    for (const key of uploader.add(files)) owners.current.set(key, { clientId, mode });
  }

  const nameOf = (key: string, fileName: string) => {
    const owner = owners.current.get(key);
    return owner ? videoNameFromFile(fileName, owner.mode) : null;
  };

  return {
    uploader,
    mode,
    setMode,
    addFiles,
    nameOf,
    outcomes,
    // Not ready to take files: the client, then the naming mode, come first.
    waitingFor: !clientId
      ? videoMessages.qrListUploadClientFirst
      : !mode
        ? videoMessages.videoNamingModeFirst
        : null,
    busy: uploader.uploading || Object.values(outcomes).some((outcome) => outcome.state === "saving"),
  };
}

export type ListVideoUploads = ReturnType<typeof useListVideoUploads>;
