import { fileUrl } from "@loupe/domain/files";

// A video record's files as staff screens play them (fileUrl): the video, and its thumbnail when
// it has one. Certificate videos and the Video Manager's show them alike.
export const videoUrls = (row: { videoFileId: string; thumbnailFileId: string | null }) => ({
  videoUrl: fileUrl(row.videoFileId),
  thumbnailUrl: row.thumbnailFileId ? fileUrl(row.thumbnailFileId) : null,
});
