import { multipart } from "../../testing/multipart";
import { samplePdf, samplePng } from "../../testing/sample-files";
import { entriesOf, type WriteExample } from "../../testing/write-examples";

// Uploads, for the activity walk (http/activity-walk.test.ts).
export const writeExamples: WriteExample[] = [
  {
    route: "POST /api/files",
    valid: async () => ({
      request: {
        method: "POST",
        url: "/api/files?purpose=image",
        ...multipart("logo.png", samplePng, "image/png"),
      },
      entries: entriesOf("upload", "file", "logo.png"),
    }),
    // Not an image: 415, nothing stored.
    invalid: async () => ({
      method: "POST",
      url: "/api/files?purpose=image",
      ...multipart("terms.pdf", samplePdf, "application/pdf"),
    }),
  },
];
