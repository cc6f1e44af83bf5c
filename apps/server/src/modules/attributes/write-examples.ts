import { entriesOf, type Walk, type WriteExample } from "../../testing/write-examples";

// The attributes' write, for the activity walk (http/activity-walk.test.ts). Changing a list needs
// edit_attributes, which the walk's super administrator does not hold.
const editorCookie = async (walk: Walk) => (await walk.context.signInAsNew(["edit_attributes"])).cookie;

export const writeExamples: WriteExample[] = [
  {
    route: "PUT /api/attributes/:name",
    valid: async (walk) => ({
      request: {
        method: "PUT",
        url: "/api/attributes/cut",
        payload: { values: ["Astor"], version: 0 },
        cookie: await editorCookie(walk),
      },
      entries: entriesOf("create", "attribute", "cut"),
    }),
    // A duplicate in another letter case: 400, nothing written.
    invalid: async (walk) => ({
      method: "PUT",
      url: "/api/attributes/cut",
      payload: { values: ["Astor", "ASTOR"], version: 0 },
      cookie: await editorCookie(walk),
    }),
  },
];
