import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createPglite, openPglite } from "@loupe/server/db/client";
import { migrateDatabase } from "@loupe/server/db/migrate";
import { storedFiles } from "@loupe/server/db/schema";
import { type RunningServer, startServer } from "@loupe/server/testing/spawn-server";
import {
  type APIRequestContext,
  type Download,
  type Page,
  request as playwrightRequest,
  type Request,
} from "@playwright/test";
import { expect, screenshot, test } from "./fixtures";
import { recordVideo } from "./record-video";

// The attack this guards against: a staff member without permissions uploads a page whose script
// grants them super_admin, and a super administrator opens its link while signed in.
const attackScript = (attackerId: string) =>
  `fetch('/api/administrators/${attackerId}',{method:'PUT',credentials:'include',headers:{'content-type':'application/json'},` +
  `body:JSON.stringify({fullName:'Mallory',email:'mallory@lab.test',phone:'',permissions:['super_admin'],version:1})});` +
  `fetch('/api/clients?owned=1',{credentials:'include'});`;
// The page runs the script from another upload ('self' to the app's CSP), as in the report.
const attackPage = (scriptUrl: string) =>
  `<!doctype html><html><body><h1>Quarterly report</h1><script src="${scriptUrl}"></script></body></html>`;

const png = fs.readFileSync(path.resolve(import.meta.dirname, "../fixtures/logo.png"));
const mp4Head = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypmp42\0\0\0\0isommp42")]);

async function signedInRequest(baseURL: string, email: string, password: string): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const response = await context.post("/api/auth/login", { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return context;
}

async function upload(
  api: APIRequestContext,
  purpose: string,
  name: string,
  mimeType: string,
  buffer: Buffer,
) {
  return api.post(`/api/files?purpose=${purpose}`, { multipart: { file: { name, mimeType, buffer } } });
}

function sentBy(request: Request): Page | undefined {
  try {
    return request.frame().page();
  } catch {
    return undefined; // a service worker's request has no frame
  }
}

// Opens a link the way a person would (a new tab from the app) and tells every request the
// browser made to the API from then on, other than for the file itself, and what it downloaded.
async function openInNewTab(page: Page, link: string): Promise<{ requests: string[]; downloads: string[] }> {
  await page.waitForLoadState("networkidle");
  const requests: string[] = [];
  const downloads: string[] = [];
  const onRequest = (request: Request) => {
    // The opener refetches its own screen when it gets focus back as the tab closes; only what
    // the opened file makes the browser send counts.
    if (sentBy(request) === page) return;
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/") && url.pathname !== link)
      requests.push(`${request.method()} ${url.pathname}${url.search}`);
  };
  page.context().on("request", onRequest);
  // Chromium may hand a download to the tab that opened the link rather than the new one.
  const onDownload = (download: Download) => downloads.push(download.suggestedFilename());
  page.on("download", onDownload);
  const opened = new Promise<Page>((resolve) =>
    page.context().once("page", (tab) => {
      tab.on("download", onDownload);
      resolve(tab);
    }),
  );
  await page.evaluate(`window.open(${JSON.stringify(link)}, "_blank")`);
  const tab = await opened;
  await tab.waitForLoadState("load").catch(() => undefined);
  // Long enough for a script that had run to have sent its requests.
  await page.waitForTimeout(1_500);
  await tab.close();
  page.context().off("request", onRequest);
  page.off("download", onDownload);
  return { requests, downloads };
}

test.describe("uploaded files in the browser", () => {
  test("an attacker's page, script and polyglots never act for a signed-in super administrator", async ({
    page,
    server,
    signIn,
  }) => {
    test.slow();
    const admin = await signedInRequest(server.baseURL, server.adminEmail, server.adminPassword);
    const created = await admin.post("/api/administrators", {
      data: {
        fullName: "Mallory",
        email: "mallory@lab.test",
        phone: "",
        password: "mallory's long password",
        permissions: [],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const attackerId: string = (await created.json()).id;
    const attacker = await signedInRequest(server.baseURL, "mallory@lab.test", "mallory's long password");

    // The plain attack of the report: refused outright.
    const script = Buffer.from(attackScript(attackerId));
    expect((await upload(attacker, "file", "exploit.js", "text/javascript", script)).status()).toBe(415);
    const plainPage = Buffer.from(attackPage("/api/files/01900000-0000-7000-8000-000000000000"));
    expect((await upload(attacker, "file", "report.html", "text/html", plainPage)).status()).toBe(415);

    // Polyglots open with a signature that passes, so they are kept: a GIF that is also the
    // script, and pages that open like an image, a PDF and a video. They must stay inert.
    const gifScript = await upload(
      attacker,
      "image",
      "exploit.js",
      "text/javascript",
      Buffer.concat([Buffer.from("GIF89a=1;"), script]),
    );
    expect(gifScript.status(), await gifScript.text()).toBe(201);
    const attackHtml = Buffer.from(attackPage((await gifScript.json()).url));
    const kept: string[] = [];
    for (const [purpose, content] of [
      ["image", Buffer.concat([png, attackHtml])],
      ["file", Buffer.concat([Buffer.from("%PDF-1.7\n"), attackHtml])],
      ["video", Buffer.concat([mp4Head, attackHtml])],
    ] as const) {
      const response = await upload(attacker, purpose, "report.html", "text/html", content);
      expect(response.status(), await response.text()).toBe(201);
      kept.push((await response.json()).url);
    }

    await signIn(page);
    for (const link of kept) {
      const { requests } = await openInNewTab(page, link);
      expect({ link, requests }).toEqual({ link, requests: [] });
    }
    const attackerNow = await admin.get(`/api/administrators/${attackerId}`);
    expect((await attackerNow.json()).permissions).toEqual([]);
    await admin.dispose();
    await attacker.dispose();
  });
});

test.describe("uploaded images and videos", () => {
  test("open and play in a tab of their own", async ({ page, signIn, consoleErrors }) => {
    await signIn(page);
    const video = await recordVideo(page);
    const stored: string[] = [];
    for (const [purpose, name, buffer] of [
      ["image", "logo.png", png],
      ["video", "clip.mp4", video],
    ] as const) {
      const response = await page.request.post(`/api/files?purpose=${purpose}`, {
        headers: { origin: new URL(page.url()).origin },
        multipart: { file: { name, mimeType: "application/octet-stream", buffer } },
      });
      expect(response.status(), await response.text()).toBe(201);
      stored.push((await response.json()).url);
    }
    const [imageUrl, videoUrl] = stored as [string, string];
    await page.goto(imageUrl);
    await expect
      .poll(() => page.evaluate("document.querySelector('img')?.naturalWidth ?? 0"))
      .toBeGreaterThan(0);
    await page.goto(videoUrl);
    // The browser's own player loads the video: its size is known once the first frame is in.
    await expect.poll(() => page.evaluate("document.querySelector('video')?.videoWidth ?? 0")).toBe(640);
    await screenshot(page, "uploaded-video-in-a-tab");
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("a page stored before the upload checks", () => {
  let legacyServer: RunningServer;
  const legacyId = "01900000-0000-7000-8000-00000000beef";

  test.beforeAll(async () => {
    // The data folder of a lab that ran an older Loupe: an HTML upload stored as text/html.
    const dataDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "loupe-legacy-"));
    const storageKey = `uploads/legacy/${legacyId}`;
    const content = Buffer.from(`<!doctype html><script>fetch('/api/clients?owned=1')</script>`);
    fs.mkdirSync(path.join(dataDirectory, "files", "uploads", "legacy"), { recursive: true });
    fs.writeFileSync(path.join(dataDirectory, "files", storageKey), content);
    const database = openPglite(await createPglite(path.join(dataDirectory, "db")));
    await migrateDatabase(database);
    await database.db.insert(storedFiles).values({
      id: legacyId,
      storageKey,
      name: "report.html",
      contentType: "text/html",
      size: content.length,
    });
    await database.close();
    legacyServer = await startServer({}, { dataDirectory });
  });
  test.afterAll(() => legacyServer.stop());

  test("is downloaded, never shown, and runs nothing", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: legacyServer.baseURL });
    const page = await context.newPage();
    await page.goto("/login");
    await page.getByLabel("Email").fill(legacyServer.adminEmail);
    await page.getByLabel("Password").fill(legacyServer.adminPassword);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).not.toHaveURL(/\/login/);

    const response = await context.request.get(`/api/files/${legacyId}`);
    expect(response.headers()["content-type"]).toBe("application/octet-stream");
    expect(response.headers()["content-disposition"]).toMatch(/^attachment;/);
    expect(await openInNewTab(page, `/api/files/${legacyId}`)).toEqual({
      requests: [],
      downloads: ["report.html"],
    });
    await context.close();
  });
});
