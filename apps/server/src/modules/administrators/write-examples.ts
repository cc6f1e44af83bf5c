import { uuidv7 } from "uuidv7";
import { entriesOf, type Walk, type WriteExample } from "../../testing/write-examples";

// The administrators' writes, for the activity walk (http/activity-walk.test.ts).

const grace = {
  fullName: "Grace Gemologist",
  email: "grace@lab.test",
  phone: "",
  password: "a long enough password",
  permissions: ["view_activity_log"],
};

const createGrace = async (walk: Walk) =>
  String((await walk.prepare({ method: "POST", url: "/api/administrators", payload: grace })).id);

export const writeExamples: WriteExample[] = [
  {
    route: "POST /api/administrators",
    valid: async () => ({
      request: { method: "POST", url: "/api/administrators", payload: grace },
      entries: entriesOf("create", "administrator", "Grace Gemologist"),
    }),
    invalid: async () => ({
      method: "POST",
      url: "/api/administrators",
      payload: { ...grace, password: "short" },
    }),
  },
  {
    route: "PUT /api/administrators/:id",
    // A new name, permissions and approval at once: one record, so one entry.
    valid: async (walk) => ({
      request: {
        method: "PUT",
        url: `/api/administrators/${await createGrace(walk)}`,
        payload: {
          ...grace,
          fullName: "Grace Hopper",
          permissions: ["edit_attributes"],
          needsApproval: true,
          version: 1,
        },
      },
      entries: entriesOf("update", "administrator", "Grace Hopper"),
    }),
    invalid: async (walk) => ({
      method: "PUT",
      url: `/api/administrators/${await createGrace(walk)}`,
      payload: { ...grace, fullName: "Grace Hopper", version: 7 },
    }),
  },
  {
    route: "DELETE /api/administrators/:id",
    valid: async (walk) => ({
      request: { method: "DELETE", url: `/api/administrators/${await createGrace(walk)}` },
      entries: entriesOf("delete", "administrator", "Grace Gemologist"),
    }),
    invalid: async () => ({ method: "DELETE", url: `/api/administrators/${uuidv7()}` }),
  },
];
