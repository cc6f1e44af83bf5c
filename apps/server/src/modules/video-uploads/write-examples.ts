import { videoUploadPath } from "@loupe/domain/videos/video-save-api";
import { entriesOf, type Walk, type WriteExample } from "../../testing/write-examples";
import { sampleMp4 } from "./video-upload-testing";

// The tus endpoint, for the activity walk (http/activity-walk.test.ts): only a finished upload
// writes a record (its stored file, action 'upload').

const tus = { "tus-resumable": "1.0.0" };
const metadata = (name: string) => `filename ${Buffer.from(name).toString("base64")}`;

async function createdUpload(walk: Walk, length: number, name: string): Promise<string> {
  const response = await walk.context.request({
    method: "POST",
    url: videoUploadPath,
    cookie: walk.cookie,
    headers: { ...tus, "upload-length": String(length), "upload-metadata": metadata(name) },
  });
  const location = response.headers.location;
  if (response.statusCode !== 201 || typeof location !== "string")
    throw new Error(`creating an upload answered ${response.statusCode}: ${response.body}`);
  return location;
}

const patchOf = (location: string, bytes: Buffer) => ({
  method: "PATCH" as const,
  url: location,
  payload: bytes,
  headers: { ...tus, "upload-offset": "0", "content-type": "application/offset+octet-stream" },
});

export const writeExamples: WriteExample[] = [
  {
    route: `POST ${videoUploadPath}`,
    valid: async () => ({
      request: {
        method: "POST",
        url: videoUploadPath,
        headers: { ...tus, "upload-length": "1000", "upload-metadata": metadata("clip.mp4") },
      },
    }),
    writesNoEntry:
      "Creating an upload only reserves its file in the upload directory; the stored file and its entry are written when the upload finishes.",
  },
  {
    route: `PATCH ${videoUploadPath}/:uploadId`,
    valid: async (walk) => {
      const video = sampleMp4(2000);
      return {
        request: patchOf(await createdUpload(walk, video.length, "clip.mp4"), video),
        entries: entriesOf("upload", "file", "clip.mp4"),
      };
    },
    // Not a video: 415, its bytes deleted, nothing stored.
    invalid: async (walk) => {
      const page = Buffer.from(`<html>${" ".repeat(2000)}</html>`);
      return patchOf(await createdUpload(walk, page.length, "page.mp4"), page);
    },
  },
  {
    route: `DELETE ${videoUploadPath}/:uploadId`,
    valid: async (walk) => ({
      request: {
        method: "DELETE",
        url: await createdUpload(walk, 1000, "clip.mp4"),
        headers: tus,
      },
    }),
    writesNoEntry:
      "Cancelling removes an unfinished upload's file from the upload directory; no record of it was ever written.",
  },
];
