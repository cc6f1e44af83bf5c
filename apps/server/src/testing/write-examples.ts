import type { ActivityAction } from "@loupe/domain/activity";
import type { LightMyRequestResponse } from "fastify";
import { uuidv7 } from "uuidv7";
import type { TestContext } from "./test-app";

// The examples the activity walk (http/activity-walk.test.ts) runs for every write route: each area
// declares its own in modules/<area>/write-examples.ts (sign-in's in auth/write-examples.ts), beside
// the routes they exercise. A write route with no example fails the walk.

export type WalkRequest = {
  method: "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  // The walk's administrator's session unless another is given; null sends none.
  cookie?: string | null;
};

// What one entry must say; the walk compares the entries a request added with these, as a set.
export type ExpectedEntry = { action: ActivityAction; entityType: string; subject: string };

// Before each example the database is emptied and a new super administrator signed in.
export type Walk = {
  context: TestContext;
  cookie: string;
  administrator: { id: string; email: string };
  // A request as the walk's administrator that must succeed (preparing an example); answers its JSON.
  prepare: (request: WalkRequest) => Promise<Record<string, unknown>>;
};

type Example<Valid> = {
  // "METHOD /url" as the route table has it.
  route: string;
  // Prepares what the request needs (the setup's own entries are not counted) and answers it.
  valid: (walk: Walk) => Promise<Valid>;
};

export type WriteExample =
  | (Example<{ request: WalkRequest; entries: ExpectedEntry[] }> & {
      // Bad input, a stale version or a record that is not there: 4xx and no entry.
      invalid: (walk: Walk) => Promise<WalkRequest>;
    })
  | (Example<{ request: WalkRequest }> & {
      // Why the route writes nothing a user would call a record (a preview, a mail): the walk proves
      // it adds no entry.
      writesNoEntry: string;
    });

export async function sendAs(walk: Walk, request: WalkRequest): Promise<LightMyRequestResponse> {
  const cookie = request.cookie === undefined ? walk.cookie : request.cookie;
  return walk.context.request({
    method: request.method,
    url: request.url,
    payload: request.payload,
    ...(cookie === null ? {} : { cookie }),
    ...(request.headers ? { headers: request.headers } : {}),
  });
}

// The entries a write adds: one per record written, each naming its subject.
export const entriesOf = (
  action: ActivityAction,
  entityType: string,
  ...subjects: string[]
): ExpectedEntry[] => subjects.map((subject) => ({ action, entityType, subject }));

// DELETE of one record the example writes first (`insert` answers its id), declaring the entries
// it adds; the failing example deletes a record that is not there.
export const deleteExample = (
  path: string,
  insert: (walk: Walk) => Promise<string>,
  entries: ExpectedEntry[],
): WriteExample => ({
  route: `DELETE ${path}/:id`,
  valid: async (walk) => ({ request: { method: "DELETE", url: `${path}/${await insert(walk)}` }, entries }),
  invalid: async () => ({ method: "DELETE", url: `${path}/${uuidv7()}` }),
});
