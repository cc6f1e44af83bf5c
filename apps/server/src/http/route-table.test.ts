import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { uploadPurposes } from "@loupe/domain/files";
import { messages } from "@loupe/domain/messages";
import { permissions } from "@loupe/domain/permissions";
import { uuidv7 } from "uuidv7";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, diamonds, storedFiles } from "../db/schema";
import { areaModules } from "../modules/registry";
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

// What is in no area: sign-in, the API's docs, the health check, and the pages outside /api that
// need no session (public certificates and their media, the web app). Every other route belongs to
// an area of modules/registry.ts and is listed in that area's routes.test.ts.
const outsideAreas = (url: string) =>
  url.startsWith("/api/auth/") ||
  url === "/api/docs" ||
  url.startsWith("/api/docs/") ||
  !url.startsWith("/api/");

const modulesFolder = fileURLToPath(new URL("../modules", import.meta.url));

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

  it("puts every /api route but sign-in and the docs in an area, and every area has its list", () => {
    const homeless = context.app.routeTable
      .filter((route) => route.area === null && !outsideAreas(route.url))
      .map((route) => `${route.method} ${route.url}`);
    expect(homeless).toEqual([]);
    const areas = new Set(context.app.routeTable.flatMap((route) => (route.area ? [route.area] : [])));
    expect([...areas].sort()).toEqual(
      areaModules
        .filter((module) => module.routes || module.publicRoutes)
        .map((module) => module.name)
        .sort(),
    );
    // Each area's list (testing/area-routes.ts) fails on a route of the area it does not name.
    for (const area of areas) {
      const list = path.join(modulesFolder, area, "routes.test.ts");
      const text = existsSync(list) ? readFileSync(list, "utf8") : "";
      expect({ area, listed: text.includes(`describeAreaRoutes("${area}"`) }).toEqual({ area, listed: true });
    }
  });

  it("answers 403 to a signed-in administrator without the permission on every permissioned route", async () => {
    const permissioned = context.app.routeTable.filter(
      (route) => route.permissions.length > 0 && route.method !== "HEAD",
    );
    // Today the administrators' writes; every route of an area that declares a permission joins them.
    const areaPermissions = new Map(areaModules.map((module) => [module.name, module.permission]));
    for (const route of context.app.routeTable) {
      const needed = route.area ? areaPermissions.get(route.area) : undefined;
      if (needed)
        expect({ route: route.url, permissions: route.permissions }).toMatchObject({
          route: route.url,
          permissions: expect.arrayContaining([needed]),
        });
    }
    expect(permissioned.length).toBeGreaterThanOrEqual(3);
    for (const route of permissioned) {
      for (const missing of route.permissions) {
        // Holding every other permission does not stand in for the one the route needs.
        const { cookie } = await context.signInAsNew(permissions.filter((held) => held !== missing));
        const response = await context.request({
          method: route.method as "GET",
          url: concrete(route.url),
          cookie,
          payload: route.method === "GET" || route.method === "DELETE" ? undefined : {},
        });
        const label = `${route.method} ${route.url} without ${missing}`;
        expect({ label, status: response.statusCode, detail: response.json().detail }).toEqual({
          label,
          status: 403,
          detail: messages.forbidden,
        });
        expect(response.headers["content-type"]).toContain("application/problem+json");
      }
    }
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
    // A walk of every write route × purpose × hostile file: it grows with the routes.
  }, 180_000);

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
