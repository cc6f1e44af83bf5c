import { uuidv7 } from "uuidv7";
import type { Walk, WriteExample } from "../../testing/write-examples";
import { companies } from "./schema";

// Clients' and customers' writes, for the activity walk (http/activity-walk.test.ts).

const company = {
  name: "Harbor Lane",
  representativeName: "Nadia Flores",
  email: "orders@harbor.test",
  phone: "2125550111",
};

const kinds = [
  { kind: "client", path: "/api/clients" },
  { kind: "customer", path: "/api/customers" },
] as const;

export const writeExamples: WriteExample[] = kinds.flatMap(({ kind, path }): WriteExample[] => {
  const create = async (walk: Walk) =>
    String((await walk.prepare({ method: "POST", url: path, payload: company })).id);
  // Invited, and the invitation's e-mail verified (as the mailed link does).
  const verified = async (walk: Walk) => {
    const id = await create(walk);
    await walk.context.database.db.update(companies).set({ emailVerifiedAt: new Date() });
    return id;
  };
  const entry = (
    action: "create" | "update" | "delete" | "portal-invite" | "portal-credentials",
    subject = "Harbor Lane",
  ) => [{ action, entityType: kind, subject }];
  const credentials = { email: "owner@harbor.test", password: "a new portal password" };
  return [
    {
      route: `POST ${path}`,
      valid: async () => ({
        request: { method: "POST", url: path, payload: company },
        entries: entry("create"),
      }),
      invalid: async () => ({ method: "POST", url: path, payload: { ...company, name: " " } }),
    },
    {
      route: `PUT ${path}/:id`,
      valid: async (walk) => ({
        request: {
          method: "PUT",
          url: `${path}/${await create(walk)}`,
          payload: { ...company, name: "Harbor Lane Boutique", version: 1 },
        },
        entries: entry("update", "Harbor Lane Boutique"),
      }),
      invalid: async (walk) => ({
        method: "PUT",
        url: `${path}/${await create(walk)}`,
        payload: { ...company, version: 4 },
      }),
    },
    {
      route: `DELETE ${path}/:id`,
      valid: async (walk) => ({
        request: { method: "DELETE", url: `${path}/${await create(walk)}` },
        entries: entry("delete"),
      }),
      invalid: async () => ({ method: "DELETE", url: `${path}/${uuidv7()}` }),
    },
    {
      route: `POST ${path}/:id/invitation`,
      valid: async (walk) => ({
        request: {
          method: "POST",
          url: `${path}/${await create(walk)}/invitation`,
          payload: { email: "buyer@harbor.test" },
        },
        entries: entry("portal-invite"),
      }),
      invalid: async (walk) => ({
        method: "POST",
        url: `${path}/${await create(walk)}/invitation`,
        payload: { email: "nope" },
      }),
    },
    {
      route: `PUT ${path}/:id/portal-credentials`,
      valid: async (walk) => ({
        request: {
          method: "PUT",
          url: `${path}/${await verified(walk)}/portal-credentials`,
          payload: credentials,
        },
        entries: entry("portal-credentials"),
      }),
      // Not verified yet: 409.
      invalid: async (walk) => ({
        method: "PUT",
        url: `${path}/${await create(walk)}/portal-credentials`,
        payload: credentials,
      }),
    },
  ];
});
