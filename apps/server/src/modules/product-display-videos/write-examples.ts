import { insertStoredFile } from "../../testing/stored-file";
import { deleteExample, entriesOf, type WriteExample } from "../../testing/write-examples";
import { insertProductDisplayVideo } from "./product-display-test-helpers";

// The Video Manager's writes, for the activity walk (http/activity-walk.test.ts).

const path = "/api/product-display-videos";

export const writeExamples: WriteExample[] = [
  {
    route: `POST ${path}`,
    valid: async (walk) => ({
      request: {
        method: "POST",
        url: path,
        payload: {
          fileId: await insertStoredFile(walk.context.database.db, "WALK-PD-1.mp4", "video/mp4"),
          thumbnailFileId: null,
        },
      },
      entries: entriesOf("create", "product-display-video", "WALK-PD-1.mp4"),
    }),
    invalid: async () => ({ method: "POST", url: path, payload: { fileId: "nope", thumbnailFileId: null } }),
  },
  // The delete removes the video's file too, which nothing else refers to.
  deleteExample(
    path,
    (walk) => insertProductDisplayVideo(walk.context.database.db, { fileName: "WALK-PD-2.mp4" }),
    [
      ...entriesOf("delete", "product-display-video", "WALK-PD-2.mp4"),
      ...entriesOf("delete", "file", "WALK-PD-2.mp4"),
    ],
  ),
];
