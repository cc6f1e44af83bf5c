import { messages } from "@loupe/domain/messages";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { verifyPassword } from "../../auth/password";
import { createSmtpMailer } from "../../mail/mailer";
import { multipart } from "../../testing/multipart";
import { samplePng } from "../../testing/sample-files";
import { startSmtpTestServer } from "../../testing/smtp-test-server";
import { createTestContext, type TestContext } from "../../testing/test-app";
import { companies, portalInvitations } from "./schema";

let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let context: TestContext;
let cookie: string;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  context = await createTestContext(
    { PUBLIC_BASE_URL: "https://loupe.lab.test", AD_PORTAL_URL: "https://ads.lab.test/portal/" },
    { mailer: createSmtpMailer(smtp.url, "Loupe <no-reply@lab.test>") },
  );
});
afterAll(async () => {
  await context.close();
  await smtp.stop();
});
beforeEach(async () => {
  await context.reset();
  smtp.received.length = 0;
  cookie = (await context.signInAsNew()).cookie;
});

const send = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  context.request({ method, url, payload, cookie });

async function newCustomer(): Promise<string> {
  return (await send("POST", "/api/customers", { name: "Harbor Lane Boutique" })).json().id;
}

// Delivers the outbox through the SMTP server and returns the link in the newest mail.
async function mailedLink(): Promise<string> {
  await context.services.outboxWorker.runOnce();
  const raw = (smtp.received.at(-1)?.raw ?? "").replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const link = raw.match(/https:\/\/loupe\.lab\.test\/portal\/verify\?token=[\w-]+/)?.[0];
  if (!link) throw new Error(`no link in:\n${raw}`);
  return link.replace("https://loupe.lab.test", "");
}

describe("ad-portal invitations", () => {
  it("need a valid e-mail, with the spec's message per kind", async () => {
    const id = await newCustomer();
    const empty = await send("POST", `/api/customers/${id}/invitation`, { email: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBe("A valid email must be entered to invite customer");
    const clientId = (
      await send("POST", "/api/clients", {
        name: "Aurora",
        email: "a@aurora.test",
        representativeName: "Nadia",
      })
    ).json().id;
    const bad = await send("POST", `/api/clients/${clientId}/invitation`, { email: "nope" });
    expect(bad.json().detail).toBe(messages.inviteEmailRequired("client"));
  });

  it("go not invited → invited → verified through the mailed link, delivered over SMTP", async () => {
    const id = await newCustomer();
    const invited = await send("POST", `/api/customers/${id}/invitation`, { email: "  Buyer@Harbor.test " });
    expect(invited.statusCode).toBe(200);
    expect(invited.json()).toMatchObject({
      portalStatus: "invited",
      adPortalAccess: true,
      portalEmail: "buyer@harbor.test",
    });
    expect(invited.json().invitationSentAt).not.toBeNull();

    const link = await mailedLink();
    expect(smtp.received[0]?.to).toEqual(["buyer@harbor.test"]);
    expect(smtp.received[0]?.raw).toContain("Harbor Lane Boutique");

    const verified = await context.request({ url: link });
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe(`https://ads.lab.test/portal/register?company=${id}`);
    const after = (await send("GET", `/api/customers/${id}`)).json();
    expect(after.portalStatus).toBe("verified");
    expect(after.emailVerifiedAt).not.toBeNull();

    const reused = await context.request({ url: link });
    expect(reused.statusCode).toBe(410);
    expect(reused.body).toContain("This link no longer works");
  });

  it("resend replaces the earlier link", async () => {
    const id = await newCustomer();
    await send("POST", `/api/customers/${id}/invitation`, { email: "buyer@harbor.test" });
    const first = await mailedLink();
    await send("POST", `/api/customers/${id}/invitation`, { email: "buyer@harbor.test" });
    const second = await mailedLink();
    expect(second).not.toBe(first);
    expect((await context.request({ url: first })).statusCode).toBe(410);
    expect((await context.request({ url: second })).statusCode).toBe(302);
  });

  it("refuse an expired link, and a made-up one", async () => {
    const id = await newCustomer();
    await send("POST", `/api/customers/${id}/invitation`, { email: "buyer@harbor.test" });
    const link = await mailedLink();
    await context.database.db.update(portalInvitations).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await context.request({ url: link })).statusCode).toBe(410);
    expect((await context.request({ url: "/portal/verify?token=made-up" })).statusCode).toBe(410);
    expect((await context.request({ url: "/portal/verify" })).statusCode).toBe(410);
    expect((await send("GET", `/api/customers/${id}`)).json().portalStatus).toBe("invited");
  });

  it("cannot be sent again once verified; credentials are edited instead, and only then", async () => {
    const id = await newCustomer();
    const early = await send("PUT", `/api/customers/${id}/portal-credentials`, {
      email: "x@harbor.test",
      password: "a new portal password",
    });
    expect(early.statusCode).toBe(409);
    await send("POST", `/api/customers/${id}/invitation`, { email: "buyer@harbor.test" });
    await context.request({ url: await mailedLink() });
    expect(
      (await send("POST", `/api/customers/${id}/invitation`, { email: "buyer@harbor.test" })).statusCode,
    ).toBe(409);

    const short = await send("PUT", `/api/customers/${id}/portal-credentials`, {
      email: "x@harbor.test",
      password: "short",
    });
    expect(short.statusCode).toBe(400);
    const changed = await send("PUT", `/api/customers/${id}/portal-credentials`, {
      email: "Owner@Harbor.test",
      password: "a new portal password",
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().portalEmail).toBe("owner@harbor.test");
    expect(JSON.stringify(changed.json())).not.toMatch(/password/i);
    const [row] = await context.database.db.select().from(companies);
    expect(await verifyPassword(row?.portalPasswordHash ?? "", "a new portal password")).toBe(true);
  });
});

describe("company images", () => {
  const png = samplePng;
  const upload = (name: string, type: string, content: Buffer) =>
    context.request({
      method: "POST",
      url: "/api/files?purpose=image",
      cookie,
      ...multipart(name, content, type),
    });

  it("accept real images as logos, typed by their content", async () => {
    const uploaded = await upload("logo.bin", "application/octet-stream", png);
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json().contentType).toBe("image/png");
    const id = await newCustomer();
    const saved = await send("PUT", `/api/customers/${id}`, {
      name: "Harbor Lane Boutique",
      logoFileId: uploaded.json().id,
      version: 1,
    });
    expect(saved.json().logo).toEqual({
      id: uploaded.json().id,
      name: "logo.bin",
      url: `/api/files/${uploaded.json().id}`,
    });
    const listed = (await send("GET", "/api/customers")).json().items[0];
    expect(listed.logoUrl).toBe(`/api/files/${uploaded.json().id}`);
  });

  it("refuse non-images, SVG, oversize files, and logos that are not uploaded images", async () => {
    const svg = await upload(
      "logo.svg",
      "image/svg+xml",
      Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
    );
    expect(svg.statusCode).toBe(415);
    expect(svg.json().detail).toBe("Only PNG, JPEG, WebP or GIF images can be uploaded.");
    const huge = await upload("huge.png", "image/png", Buffer.concat([png, Buffer.alloc(5 * 1_048_576)]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().detail).toBe("The image is larger than 5 MB.");
    const id = await newCustomer();
    const unknown = await send("PUT", `/api/customers/${id}`, {
      name: "Harbor Lane Boutique",
      logoFileId: "01900000-0000-7000-8000-000000000000",
      version: 1,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe("logoFileId");
  });
});
