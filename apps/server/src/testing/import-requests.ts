import { uuidv7 } from "uuidv7";
import { beforeEach, expect } from "vitest";
import { companies } from "../modules/companies/schema";
import { multipart } from "./multipart";
import { type TestSuite, testSuite } from "./test-suite";

type Response = { statusCode: number; body: string; json: () => unknown };

// A certificate type's import at `path` (certificates/import-routes.ts) as a test file's
// signed-in member calls it; `signedIn: false` calls it without a session.
export function importRequests(suite: TestSuite, path: string) {
  const session = (signedIn: boolean) => (signedIn ? { cookie: suite.cookie } : {});
  const preview = (name: string, content: Buffer | string, { query = "", signedIn = true } = {}) =>
    suite.context.request({
      method: "POST",
      url: `${path}/import/preview${query}`,
      ...session(signedIn),
      ...multipart(name, content),
    });
  const commit = (payload: unknown, { signedIn = true } = {}) =>
    suite.context.request({ method: "POST", url: `${path}/import`, payload, ...session(signedIn) });
  // The values of every row the preview of a file offers to import.
  const previewRows = async (name: string, content: Buffer | string) => {
    const body = (await preview(name, content)).json() as { rows: { values?: Record<string, unknown> }[] };
    return body.rows.flatMap((row) => (row.values ? [row.values] : []));
  };
  return { preview, commit, previewRows };
}

// An import test file: a fresh database and signed-in member for each test, holding the client
// "Aurora Fine Jewelry" and the customer "Blue Nile" its sheets name, and the type's import.
export function importTestSuite(path: string) {
  const suite = testSuite();
  const clientId = uuidv7();
  const customerId = uuidv7();
  beforeEach(async () => {
    await suite.context.database.db.insert(companies).values([
      { id: clientId, kind: "client", name: "Aurora Fine Jewelry" },
      { id: customerId, kind: "customer", name: "Blue Nile" },
    ]);
  });
  return { suite, clientId, customerId, ...importRequests(suite, path) };
}

// The commit refusing some rows, each named as rows.N: nothing is imported.
export function expectRowsRefused(response: Response, errors: { field: string; message: unknown }[]) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({
    status: 400,
    detail: `${errors.length} rows cannot be imported, so nothing was imported.`,
    errors,
  });
}

// Rows every type's import refuses for what they name: a client that is gone, a client as the
// customer, and a video (rows.0 to rows.2); the refusals of the first two are the same for all.
export const unknownReferenceRows = (templateId: number, clientId: string) => [
  { templateId, clientSku: "A", clientId: uuidv7() },
  { templateId, clientSku: "B", customerId: clientId },
  { templateId, clientSku: "C", certificateVideoFileId: uuidv7() },
];

export const unknownCompanyRefusals = [
  { field: "rows.0", message: "The chosen client no longer exists." },
  { field: "rows.1", message: "The chosen customer no longer exists." },
];
