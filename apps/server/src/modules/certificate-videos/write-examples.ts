import {
  type CertificateVideoSave,
  type CertificateVideoUpdate,
  certificateVideoRecordSchema,
} from "@loupe/domain/videos/video-save-api";
import { uuidv7 } from "uuidv7";
import { insertCertificateVideo } from "../../testing/certificate-videos";
import { insertClient } from "../../testing/companies";
import { deleteExample, entriesOf, type Walk, type WriteExample } from "../../testing/write-examples";
import { insertRejection } from "./rejected-test-helpers";
import { storeVideoFile } from "./video-test-helpers";

// Digital certificate videos' writes, for the activity walk (http/activity-walk.test.ts).

const path = "/api/certificate-videos";

// An edit of the record as read, renamed (its files kept, so it writes one record).
async function editOf(walk: Walk, id: string, name: string) {
  const read = await walk.context.request({ url: `${path}/${id}`, cookie: walk.cookie });
  const record = certificateVideoRecordSchema.parse(read.json());
  return {
    version: record.version,
    clientId: await insertClient(walk.context.database.db, "Walk Client"),
    namingMode: record.namingMode,
    name,
    fileId: record.video.fileId,
    thumbnailFileId: record.thumbnail?.fileId ?? null,
  } satisfies CertificateVideoUpdate;
}
// A save of videos named by SKU for a new client: [name, fileId] each, no thumbnails.
const saveOf = async (walk: Walk, ...videos: [string, string][]): Promise<CertificateVideoSave> => ({
  clientId: await insertClient(walk.context.database.db, "Walk Client"),
  namingMode: "sku",
  videos: videos.map(([name, fileId]) => ({ name, fileId, thumbnailFileId: null })),
});
const rejectedVideo = async (db: Parameters<typeof insertCertificateVideo>[0], name: string) => {
  const id = await insertCertificateVideo(db, { name });
  await insertRejection(db, id);
  return id;
};

export const writeExamples: WriteExample[] = [
  {
    route: `POST ${path}`,
    valid: async (walk) => ({
      request: {
        method: "POST",
        url: path,
        payload: await saveOf(
          walk,
          ["walk-video-1", await storeVideoFile(walk.context)],
          ["walk-video-2", await storeVideoFile(walk.context)],
        ),
      },
      entries: entriesOf("create", "certificate-video", "WALK-VIDEO-1", "WALK-VIDEO-2"),
    }),
    // The second video's file is no upload: neither is saved.
    invalid: async (walk) => ({
      method: "POST",
      url: path,
      payload: await saveOf(
        walk,
        ["WALK-VIDEO-1", await storeVideoFile(walk.context)],
        ["WALK-VIDEO-2", uuidv7()],
      ),
    }),
  },
  {
    route: `PUT ${path}/:id`,
    valid: async (walk) => {
      const id = await insertCertificateVideo(walk.context.database.db, { name: "WALK-VIDEO-1" });
      return {
        request: { method: "PUT", url: `${path}/${id}`, payload: await editOf(walk, id, "WALK-VIDEO-2") },
        entries: entriesOf("update", "certificate-video", "WALK-VIDEO-2"),
      };
    },
    // A stale version: 409, nothing written.
    invalid: async (walk) => {
      const id = await insertCertificateVideo(walk.context.database.db, { name: "WALK-VIDEO-1" });
      return {
        method: "PUT",
        url: `${path}/${id}`,
        payload: { ...(await editOf(walk, id, "WALK-VIDEO-2")), version: 7 },
      };
    },
  },
  // The delete removes the video's file too, which nothing else refers to.
  deleteExample(path, (walk) => insertCertificateVideo(walk.context.database.db, { name: "WALK-VIDEO-1" }), [
    ...entriesOf("delete", "certificate-video", "WALK-VIDEO-1"),
    ...entriesOf("delete", "file", "WALK-VIDEO-1.mp4"),
  ]),
  {
    route: `POST ${path}/rejected/:videoId/retry`,
    valid: async (walk) => ({
      request: {
        method: "POST",
        url: `${path}/rejected/${await rejectedVideo(walk.context.database.db, "WALK-REJECTED-1")}/retry`,
      },
      entries: entriesOf("retry", "certificate-video", "WALK-REJECTED-1"),
    }),
    // A video that was never rejected.
    invalid: async (walk) => ({
      method: "POST",
      url: `${path}/rejected/${await insertCertificateVideo(walk.context.database.db, { name: "WALK-TAKEN" })}/retry`,
    }),
  },
  {
    route: `POST ${path}/rejected/retry-all`,
    valid: async (walk) => {
      const db = walk.context.database.db;
      await rejectedVideo(db, "WALK-REJECTED-2");
      await rejectedVideo(db, "WALK-REJECTED-3");
      return {
        request: { method: "POST", url: `${path}/rejected/retry-all` },
        entries: entriesOf("retry", "certificate-video", "WALK-REJECTED-2", "WALK-REJECTED-3"),
      };
    },
    // Nothing rejected.
    invalid: async () => ({ method: "POST", url: `${path}/rejected/retry-all` }),
  },
];
