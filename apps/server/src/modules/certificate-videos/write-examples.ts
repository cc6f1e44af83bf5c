import { uuidv7 } from "uuidv7";
import { entriesOf, type WriteExample } from "../../testing/write-examples";
import { insertVideo } from "./video-test-helpers";

// Digital certificate videos' writes, for the activity walk (http/activity-walk.test.ts).

const path = "/api/certificate-videos";

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
];
