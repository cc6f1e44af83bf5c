import { messages } from "@loupe/domain/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { activityLog } from "../../db/activity-schema";
import { createTestContext, type TestContext } from "../../testing/test-app";
import type { CertificateSource } from "../certificates/certificate-sources";
import { companies } from "./schema";

let context: TestContext;
let cookie: string;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(async () => {
  await context.reset();
  cookie = (await context.signInAsNew()).cookie;
});

const client = {
  name: "Aurora Fine Jewelry",
  representativeName: "Nadia Flores",
  email: "Orders@Aurora.test",
  phone: "2125550111",
};
const send = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  context.request({ method, url, payload, cookie });

function skuSource(counts: Record<string, number>): CertificateSource {
  return {
    countByAdministrator: async () => new Map(),
    listByAdministrator: async () => [],
    countByCompany: async (_db, ids) =>
      new Map(ids.filter((id) => counts[id]).map((id) => [id, counts[id] ?? 0])),
    listByCompany: async (_db, id) =>
      Array.from({ length: counts[id] ?? 0 }, (_, index) => ({
        id: `${id}-${index}`,
        serial: `LG${1000 + index}`,
        certificateNumber: `LG${1000 + index}`,
        clientSku: "",
        incomplete: false,
        price: 25,
        type: "Diamond" as const,
        created: new Date(2026, 0, index + 1).toISOString(),
        url: `/c/diamond/LG${1000 + index}`,
        editPath: `/diamond/${index}`,
      })),
  };
}

async function withSource<Result>(source: CertificateSource, work: () => Promise<Result>): Promise<Result> {
  context.services.certificateSources.push(source);
  try {
    return await work();
  } finally {
    context.services.certificateSources.pop();
  }
}

describe("clients", () => {
  it("are created with their required fields, read back, and logged", async () => {
    const created = await send("POST", "/api/clients", client);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      kind: "client",
      name: "Aurora Fine Jewelry",
      email: "orders@aurora.test",
      portalStatus: "not_invited",
      adPortalAccess: false,
      totalSkus: 0,
      logo: null,
      version: 1,
    });
    const read = await send("GET", `/api/clients/${created.json().id}`);
    expect(read.json().representativeName).toBe("Nadia Flores");
    const log = await context.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, created.json().id));
    expect(log.map(({ action, entityType, subject }) => ({ action, entityType, subject }))).toEqual([
      { action: "create", entityType: "client", subject: created.json().name },
    ]);
  });

  it("list every missing required field by its label, writing nothing", async () => {
    const response = await send("POST", "/api/clients", { name: " ", email: "", representativeName: "" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      title: messages.missingRequiredFields,
      detail: "Missing Required Fields: Company Name, Email, Representative Name",
      errors: [
        { field: "name", message: "Company Name" },
        { field: "email", message: "Email" },
        { field: "representativeName", message: "Representative Name" },
      ],
    });
    expect(await context.database.db.select().from(companies)).toHaveLength(0);
    expect((await send("POST", "/api/clients", { ...client, email: "not-an-email" })).statusCode).toBe(400);
  });

  it("update with the current version only, naming who changed it otherwise", async () => {
    const created = (await send("POST", "/api/clients", client)).json();
    const updated = await send("PUT", `/api/clients/${created.id}`, { ...client, pinned: true, version: 1 });
    expect(updated.json()).toMatchObject({ pinned: true, version: 2 });
    const stale = await send("PUT", `/api/clients/${created.id}`, { ...client, name: "Other", version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toMatch(/^This record was changed by Staff .+ on \d\d\/\d\d\/\d{4}/);
  });

  it("keep the barcode setting (dashes for spaces) through a save and a read, logged as a change", async () => {
    const created = (await send("POST", "/api/clients", client)).json();
    expect(created.barcodeDashes).toBe(false);
    const updated = await send("PUT", `/api/clients/${created.id}`, {
      ...client,
      barcodeDashes: true,
      version: 1,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await send("GET", `/api/clients/${created.id}`)).json()).toMatchObject({
      barcodeDashes: true,
      version: 2,
    });
    const [row] = await context.database.db.select().from(companies).where(eq(companies.id, created.id));
    expect(row?.barcodeDashes).toBe(true);
    const [entry] = await context.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, "update"));
    expect(entry?.changes).toEqual([{ field: "barcodeDashes", before: false, after: true }]);
    const refused = await send("PUT", `/api/clients/${created.id}`, {
      ...client,
      barcodeDashes: "yes",
      version: 2,
    });
    expect(refused.statusCode).toBe(400);
  });

  it("log one typed entry per write, with a rename before → after, and none for a refused write", async () => {
    const created = (await send("POST", "/api/clients", client)).json();
    const renamed = await send("PUT", `/api/clients/${created.id}`, {
      ...client,
      name: "Lumen Gems",
      version: 1,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await send("PUT", `/api/clients/${created.id}`, { ...client, version: 1 })).statusCode).toBe(409);
    expect((await send("DELETE", `/api/clients/${created.id}`)).statusCode).toBe(204);
    const log = await context.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, created.id))
      .orderBy(activityLog.id);
    expect(
      log.map(({ action, entityType, subject, changes }) => ({ action, entityType, subject, changes })),
    ).toEqual([
      { action: "create", entityType: "client", subject: client.name, changes: null },
      {
        action: "update",
        entityType: "client",
        subject: "Lumen Gems",
        changes: [{ field: "name", before: client.name, after: "Lumen Gems" }],
      },
      { action: "delete", entityType: "client", subject: "Lumen Gems", changes: null },
    ]);
  });

  it("are kept apart from customers", async () => {
    const created = (await send("POST", "/api/clients", client)).json();
    expect((await send("GET", `/api/customers/${created.id}`)).statusCode).toBe(404);
    expect((await send("GET", "/api/customers")).json().total).toBe(0);
  });

  it("are listed with search, paging and Total SKUs counted by the certificate sources", async () => {
    const ids: string[] = [];
    for (const name of ["Crescent & Co.", "Aurora", "Meridian", "Northstar", "Aurum 50%_off"]) {
      ids.push((await send("POST", "/api/clients", { ...client, name })).json().id);
    }
    await withSource(skuSource({ [ids[1] ?? ""]: 3 }), async () => {
      const page = (await send("GET", "/api/clients?limit=2")).json();
      expect(page).toMatchObject({ total: 5, offset: 0 });
      expect(page.items.map((item: { name: string }) => item.name)).toEqual(["Aurora", "Aurum 50%_off"]);
      expect(page.items[0]).toMatchObject({ totalSkus: 3, portalStatus: "not_invited", logoUrl: null });
      const next = (await send("GET", `/api/clients?limit=2&cursor=${page.nextCursor}`)).json();
      expect(next.items.map((item: { name: string }) => item.name)).toEqual(["Crescent & Co.", "Meridian"]);
      expect((await send("GET", "/api/clients?search=50%25_")).json().total).toBe(1);
      expect((await send("GET", "/api/clients?search=aur")).json().total).toBe(2);
      const detail = await send("GET", `/api/clients/${ids[1]}`);
      expect(detail.json().totalSkus).toBe(3);
      const skus = await send("GET", `/api/clients/${ids[1]}/skus`);
      expect(skus.json().items.map((row: { serial: string }) => row.serial)).toEqual([
        "LG1002",
        "LG1001",
        "LG1000",
      ]);
    });
  });

  it("with certificates cannot be deleted; without, they can", async () => {
    const created = (await send("POST", "/api/clients", client)).json();
    await withSource(skuSource({ [created.id]: 1 }), async () => {
      const refused = await send("DELETE", `/api/clients/${created.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        title: messages.unauthorizedActionTitle,
        detail: "Client cannot be deleted: it is on 1 certificate; reassign or delete it first.",
      });
    });
    expect((await send("DELETE", `/api/clients/${created.id}`)).statusCode).toBe(204);
    expect((await send("DELETE", `/api/clients/${created.id}`)).statusCode).toBe(404);
  });
});

describe("customers", () => {
  it("need only a name, and one with certificates is refused deletion with the spec's words", async () => {
    const missing = await send("POST", "/api/customers", {});
    expect(missing.json().detail).toBe("Missing Required Fields: Company's Name");
    const created = await send("POST", "/api/customers", { name: "Harbor Lane Boutique" });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    await withSource(skuSource({ [id]: 2 }), async () => {
      const refused = await send("DELETE", `/api/customers/${id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        title: "Unauthorized Action",
        detail: "Customer cannot be deleted: it is on 2 certificates; reassign or delete them first.",
      });
    });
    expect(await context.database.db.select().from(companies)).toHaveLength(1);
  });
});

describe("pinning", () => {
  it("is a super administrator's setting: others are refused and nothing changes", async () => {
    const staff = (await context.signInAsNew([])).cookie;
    const asStaff = (method: "POST" | "PUT", url: string, payload: object) =>
      context.request({ method, url, payload, cookie: staff });

    const refused = await asStaff("POST", "/api/clients", { ...client, pinned: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(messages.onlySuperAdministratorPins);
    expect((await send("GET", "/api/clients")).json().total).toBe(0);

    const created = await asStaff("POST", "/api/clients", client);
    expect(created.statusCode).toBe(201);
    const { id, version } = created.json();
    // Editing everything else stays open to every administrator.
    const renamed = await asStaff("PUT", `/api/clients/${id}`, { ...client, name: "Aurora Two", version });
    expect(renamed.statusCode).toBe(200);
    const pin = await asStaff("PUT", `/api/clients/${id}`, { ...client, pinned: true, version: version + 1 });
    expect(pin.statusCode).toBe(403);
    expect((await send("GET", `/api/clients/${id}`)).json()).toMatchObject({ pinned: false, version: 2 });

    const pinned = await send("PUT", `/api/clients/${id}`, { ...client, pinned: true, version: 2 });
    expect(pinned.statusCode).toBe(200);
    expect(pinned.json().pinned).toBe(true);
    // A staff member's save that leaves the pin as it is goes through.
    const kept = await asStaff("PUT", `/api/clients/${id}`, { ...client, pinned: true, version: 3 });
    expect(kept.statusCode).toBe(200);
    const unpin = await asStaff("PUT", `/api/clients/${id}`, { ...client, pinned: false, version: 4 });
    expect(unpin.statusCode).toBe(403);
  });
});

describe("the company pick-list", () => {
  it("puts pinned companies first, then sorts by name, per kind, with search", async () => {
    for (const [name, pinned] of [
      ["Zeta", false],
      ["alpha", false],
      ["Meridian", true],
      ["Beta", false],
    ] as const) {
      await send("POST", "/api/clients", { ...client, name, pinned });
    }
    await send("POST", "/api/customers", { name: "A customer" });
    const options = (await send("GET", "/api/companies/options?kind=client")).json().items;
    expect(options.map((option: { name: string }) => option.name)).toEqual([
      "Meridian",
      "alpha",
      "Beta",
      "Zeta",
    ]);
    expect(options[0]).toMatchObject({ pinned: true, logoUrl: null });
    const searched = (await send("GET", "/api/companies/options?kind=client&search=et")).json().items;
    expect(searched.map((option: { name: string }) => option.name)).toEqual(["Beta", "Zeta"]);
    expect((await send("GET", "/api/companies/options?kind=vendor")).statusCode).toBe(400);
  });
});
