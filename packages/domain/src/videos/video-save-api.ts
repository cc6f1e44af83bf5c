import { z } from "zod";
import { videoNameMaxLength, videoNamingModeSchema } from "./video-naming";

// Uploading and editing digital certificate videos (spec 002 §2 'Digital certificate edit/upload',
// §4, §5; issue 24). A video file arrives over tus at /api/video-uploads (resumable); its finished
// upload answers the stored file's id in the `Loupe-File-Id` header. The record is then saved:
//   POST /api/certificate-videos            one or several videos, by name (a name that exists is
//                                           replaced: its video, client and mode; override true)
//   GET  /api/certificate-videos/:id        one record, to edit it
//   GET  /api/certificate-videos/named/:name  the record of that name (404 when none): typing an
//                                           existing name opens it in edit mode
//   PUT  /api/certificate-videos/:id        an edit, with the version read (409 when stale)

// The tus endpoint, and the header its finished upload answers the stored file's id in.
export const videoUploadPath = "/api/video-uploads";
export const videoUploadFileIdHeader = "Loupe-File-Id";

const name = z.string().trim().min(1, "Each video needs a name").max(videoNameMaxLength);

const savedVideoSchema = z.object({
  // As typed or taken from the file name; the server normalizes it in the mode's way again.
  name,
  // The finished tus upload's stored file (its content checked: MP4 or QuickTime).
  fileId: z.uuid("fileId must be an uploaded video's id"),
  // The browser-captured JPEG (POST /api/files?purpose=image); null when the browser could not
  // decode the video (HEVC): a placeholder shows.
  thumbnailFileId: z.uuid("thumbnailFileId must be an uploaded image's id").nullable(),
});

export const certificateVideoSaveSchema = z.object({
  clientId: z.uuid("Choose a client"),
  namingMode: videoNamingModeSchema,
  // Single mode sends one; multiple mode each file of the queue that finished.
  videos: z.array(savedVideoSchema).min(1, "Upload a minimum of one video").max(500),
});
export type CertificateVideoSave = z.infer<typeof certificateVideoSaveSchema>;

export const certificateVideoSavedSchema = z.object({
  saved: z.array(z.object({ id: z.uuid(), name: z.string(), replaced: z.boolean() })),
});
export type CertificateVideoSaved = z.infer<typeof certificateVideoSavedSchema>;

export const certificateVideoUpdateSchema = z.object({
  version: z.number().int().positive(),
  clientId: z.uuid("Choose a client"),
  namingMode: videoNamingModeSchema,
  name,
  fileId: z.uuid("fileId must be an uploaded video's id"),
  thumbnailFileId: z.uuid("thumbnailFileId must be an uploaded image's id").nullable(),
});
export type CertificateVideoUpdate = z.infer<typeof certificateVideoUpdateSchema>;

// One record, as the edit screen reads it.
export const certificateVideoRecordSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  namingMode: videoNamingModeSchema,
  client: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  video: z.object({ fileId: z.uuid(), url: z.string(), fileName: z.string(), contentType: z.string() }),
  thumbnail: z.object({ fileId: z.uuid(), url: z.string() }).nullable(),
  globalSku: z.boolean(),
  addedBarcode: z.boolean(),
  sku: z.string().nullable(),
  created: z.iso.datetime({ offset: true }),
  updated: z.iso.datetime({ offset: true }),
  version: z.number().int(),
});
export type CertificateVideoRecord = z.infer<typeof certificateVideoRecordSchema>;

// The outbox message a save queues for the barcode service (002 §7 addJewelryToUriApi): pushed
// after the save commits; override is true when an existing record was replaced or edited.
export const certificateVideoBarcodeKind = "certificate-video.barcode-registration";
export const certificateVideoBarcodePayloadSchema = z.object({ videoId: z.uuid(), override: z.boolean() });
export type CertificateVideoBarcodePayload = z.infer<typeof certificateVideoBarcodePayloadSchema>;
