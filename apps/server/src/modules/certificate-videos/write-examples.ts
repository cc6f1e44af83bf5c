import { uuidv7 } from "uuidv7";
import { entriesOf, type WriteExample } from "../../testing/write-examples";
import { insertRejection } from "./rejected-test-helpers";
import { insertVideo } from "./video-test-helpers";

// Digital certificate videos' writes, for the activity walk (http/activity-walk.test.ts).

const path = "/api/certificate-videos";

const rejectedVideo = async (db: Parameters<typeof insertVideo>[0], name: string) => {
  const id = await insertVideo(db, { name });
  await insertRejection(db, id);
  return id;
};

export const writeExamples: WriteExample[] = [
  {
    route: `DELETE ${path}/:id`,
    valid: async (walk) => ({
      request: {
        method: "DELETE",
        url: `${path}/${await insertVideo(walk.context.database.db, { name: "WALK-VIDEO-1" })}`,
      },
      entries: entriesOf("delete", "certificate-video", "WALK-VIDEO-1"),
    }),
    invalid: async () => ({ method: "DELETE", url: `${path}/${uuidv7()}` }),
  },
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
      url: `${path}/rejected/${await insertVideo(walk.context.database.db, { name: "WALK-TAKEN" })}/retry`,
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
