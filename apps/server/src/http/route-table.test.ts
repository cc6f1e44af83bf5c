import { uploadPurposes } from "@loupe/domain/files";
import { uuidv7 } from "uuidv7";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, diamonds, storedFiles } from "../db/schema";
import { expectInertFileResponse } from "../testing/expect-inert-file";
import { dangerousStoredTypes, hostileFiles } from "../testing/hostile-files";
import { multipart } from "../testing/multipart";
import { createTestContext, type TestContext } from "../testing/test-app";

// docs/design.md's list of public routes; everything else under /api must demand a session.
const publicApiRoutes = [
  "POST /api/auth/login",
  "POST /api/auth/forgot-password",
  "POST /api/auth/reset-password",
];

// The jewelry API (domain jewelry/jewelry-api.ts), every route behind sign-in.
const jewelryRoutes = [
  "GET /api/jewelry",
  "GET /api/jewelry/:id",
  "POST /api/jewelry",
  "PUT /api/jewelry/:id",
  "DELETE /api/jewelry/:id",
  "GET /api/jewelry/order-line",
  "POST /api/jewelry/:id/print-card",
  "POST /api/jewelry/print-multiple",
  "POST /api/jewelry/print-multiple/preview",
  "POST /api/jewelry/clear-card-db",
  "GET /api/jewelry/sku-defaults/:clientSku",
  "PUT /api/jewelry/sku-defaults",
];

// The dashboard and intake API (domain dashboard/dashboard-api.ts, intake/intake-api.ts).
const dashboardAndIntakeRoutes = [
  "GET /api/dashboard",
  "POST /api/intake",
  "GET /api/intake/newly-added",
  "PATCH /api/intake/newly-added/:type/:id",
  "POST /api/intake/complete",
];

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const concrete = (url: string) =>
  url.replace(/:[a-zA-Z]+/g, "01900000-0000-7000-8000-000000000000").replace(/\*$/, "index.html");

describe("the route table", () => {
  it("marks exactly the documented routes public", () => {
    const publicRoutes = context.app.routeTable
      .filter((route) => route.public)
      .map((route) => `${route.method} ${route.url}`);
    expect(publicRoutes.sort()).toEqual([...publicApiRoutes].sort());
  });

  it("answers 401 without a session on every other /api route", async () => {
    const guarded = context.app.routeTable.filter(
      (route) => route.url.startsWith("/api/") && !route.public && route.method !== "HEAD",
    );
    expect(guarded.length).toBeGreaterThan(8);
    for (const route of guarded) {
      const response = await context.request({
        method: route.method as "GET",
        url: concrete(route.url),
        payload: route.method === "GET" || route.method === "DELETE" ? undefined : {},
      });
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
      expect(response.headers["content-type"]).toContain("application/problem+json");
    }
  });

  it("has every jewelry route, none of them public", () => {
    const table = new Map(context.app.routeTable.map((route) => [`${route.method} ${route.url}`, route]));
    for (const route of jewelryRoutes)
      expect({ route, public: table.get(route)?.public }).toEqual({ route, public: false });
  });

  it("has every dashboard and intake route, none of them public", () => {
    const table = new Map(context.app.routeTable.map((route) => [`${route.method} ${route.url}`, route]));
    for (const route of dashboardAndIntakeRoutes)
      expect({ route, public: table.get(route)?.public }).toEqual({ route, public: false });
  });

  it("keeps the health check public and answers once the database is migrated", async () => {
    const response = await context.request({ url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });
});

// Every route that takes an upload, and every route that hands stored bytes back, now or added
// later, is walked with hostile files: an upload is refused or served inert, and a stored file of a
// dangerous type (as one kept from before the upload checks) is served inert by any route.
describe("the route table's uploads and files", () => {
  const writeMethods = new Set(["POST", "PUT", "PATCH"]);
  const fileLinks = (body: string): string[] => body.match(/\/(?:api\/files|c\/media)\/[0-9a-f-]{36}/g) ?? [];

  it("refuses each hostile upload on every write route, or serves what it kept inert", async () => {
    const { cookie } = await context.signInAsNew();
    // Sign-in routes take no files, and signing out would end the walk's session.
    const writes = context.app.routeTable.filter(
      (route) =>
        route.url.startsWith("/api/") &&
        !route.url.startsWith("/api/auth/") &&
        writeMethods.has(route.method),
    );
    let linksChecked = 0;
    expect(writes.some((route) => route.url === "/api/files")).toBe(true);
    for (const route of writes) {
      for (const purpose of [...uploadPurposes, undefined]) {
        for (const file of hostileFiles) {
          const url = `${concrete(route.url)}${purpose ? `?purpose=${purpose}` : ""}`;
          const response = await context.request({
            method: route.method as "POST",
            url,
            cookie,
            ...multipart(file.name, file.content, file.type),
          });
          const label = `${route.method} ${url}: ${file.label}`;
          expect({ label, serverError: response.statusCode >= 500 }).toEqual({ label, serverError: false });
          if (response.statusCode >= 300) continue;
          for (const link of fileLinks(response.body)) {
            linksChecked++;
            expectInertFileResponse(await context.request({ url: link, cookie }), `${label} → ${link}`);
          }
        }
      }
    }
    // The polyglots that open with an accepted signature were kept by /api/files and checked.
    expect(linksChecked).toBeGreaterThan(0);
  });

  it("serves a stored file of any dangerous type inert on every route that answers with its bytes", async () => {
    const { cookie } = await context.signInAsNew();
    // video/mp4 too: a page stored under a media type must still not become a document.
    const dangerous = [...dangerousStoredTypes, "video/mp4"];
    const ids: string[] = [];
    for (const type of dangerous) {
      const id = uuidv7();
      const content = Buffer.from(`<script>fetch('/api/administrators')</script><!-- ${type} -->`);
      await context.services.storage.put(`uploads/legacy/${id}`, content);
      await context.database.db.insert(storedFiles).values({
        id,
        storageKey: `uploads/legacy/${id}`,
        name: "page.html",
        contentType: type,
        size: content.length,
      });
      // Referenced the way public pages reference files, so public media routes serve them too.
      await context.database.db.insert(diamonds).values({
        id: uuidv7(),
        templateId: 1,
        certificateNumber: `LEGACY-${id.slice(-6)}`,
        certificateVideoFileId: id,
      });
      await context.database.db
        .insert(companies)
        .values({ id: uuidv7(), kind: "client", name: `Legacy ${id}`, logoFileId: id });
      ids.push(id);
    }
    const reads = context.app.routeTable.filter(
      (route) => route.method === "GET" && route.url.includes("/:") && !route.url.includes("*"),
    );
    let served = 0;
    for (const route of reads) {
      for (const id of ids) {
        const url = route.url.replace(/:[a-zA-Z]+/g, id);
        const response = await context.request({ url, cookie });
        const type = String(response.headers["content-type"] ?? "");
        if (response.statusCode !== 200 || type.includes("json") || !response.rawPayload.includes("<script>"))
          continue;
        served++;
        expectInertFileResponse(response, `GET ${url}`);
      }
    }
    // At least /api/files/:id and /c/media/:fileId answered with the bytes.
    expect(served).toBeGreaterThanOrEqual(ids.length * 2);
  });
});
