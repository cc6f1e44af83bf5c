import type { RunningServer } from "@loupe/server/testing/spawn-server";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { recordVideo } from "./record-video";

// What the public certificate specs upload: a client logo and a certificate video.

// A client logo drawn in the browser (a transparent PNG, as a designer would hand one over).
export async function drawLogo(page: Page): Promise<Buffer> {
  await page.setContent(`
    <div id="logo" style="display:inline-flex;align-items:center;gap:14px;padding:6px 10px;
      font-family:'Liberation Serif','DejaVu Serif',serif;color:#1b1e22">
      <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true">
        <path d="M10 6h20l8 10-18 20L2 16z" fill="none" stroke="#7a5a1f" stroke-width="2.2"/>
        <path d="M2 16h36M14 6l6 30M26 6l-6 30M10 6l4 10M30 6l-4 10" fill="none" stroke="#7a5a1f" stroke-width="1.4"/>
      </svg>
      <span style="font-size:30px;letter-spacing:7px">AURORA</span>
    </div>`);
  return page.locator("#logo").screenshot({ omitBackground: true });
}

export async function upload(
  request: APIRequestContext,
  baseURL: string,
  purpose: "image" | "video",
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<string> {
  const response = await request.post(`${baseURL}/api/files?purpose=${purpose}`, {
    headers: { origin: baseURL },
    multipart: { file },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).id;
}

// Signed in through the API (the request context keeps the cookie), a logo and a certificate
// video uploaded, and a client with that logo: what every public certificate page shows.
export async function clientWithMedia(
  page: Page,
  request: APIRequestContext,
  server: RunningServer,
  names: { client: string; video: string },
): Promise<{ clientId: string; videoFileId: string }> {
  const { baseURL } = server;
  const signedIn = await request.post(`${baseURL}/api/auth/login`, {
    headers: { origin: baseURL },
    data: { email: server.adminEmail, password: server.adminPassword },
  });
  expect(signedIn.status()).toBe(200);
  const logoFileId = await upload(request, baseURL, "image", {
    name: "aurora-logo.png",
    mimeType: "image/png",
    buffer: await drawLogo(page),
  });
  const videoFileId = await upload(request, baseURL, "video", {
    name: names.video,
    mimeType: "video/mp4",
    buffer: await recordVideo(page),
  });
  const client = await request.post(`${baseURL}/api/clients`, {
    headers: { origin: baseURL },
    data: { name: names.client, representativeName: "Nadia Flores", email: "nadia@aurora.test", logoFileId },
  });
  expect(client.status(), await client.text()).toBe(201);
  return { clientId: (await client.json()).id, videoFileId };
}
