import type { ImperfectionSave } from "@loupe/domain/imperfections/imperfection-api";
import { type DesignSymbol, newDesignSymbol } from "@loupe/domain/imperfections/imperfection-design";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Executor } from "../../db/client";
import { diamondInput } from "../../testing/diamond-fixtures";
import { multipart } from "../../testing/multipart";
import { samplePng } from "../../testing/sample-files";
import type { TestContext } from "../../testing/test-app";

// A symbol placed and turned as a user leaves it (fractions that must come back as they went).
export const placed = (label: DesignSymbol["label"], left: number, top: number, angle = 0): DesignSymbol => ({
  ...newDesignSymbol(label),
  left,
  top,
  scaleX: 1.25,
  scaleY: 0.8,
  angle,
});

export const mapInput = (overrides: Partial<ImperfectionSave> = {}): ImperfectionSave => ({
  name: "Oval 2.01 ct plot",
  shape: "Oval",
  displayImperfectionIcons: true,
  design: { canvas_data: [placed("cloud", 120.125, 80.3333, 15), placed("nick", 330, 138.888)] },
  ...overrides,
});

// Requests as one signed-in user, answering the parsed JSON after checking the status.
export function client(context: TestContext, cookie: string) {
  const send = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
    context.request({ method, url, cookie, payload });
  const expectOk = async (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) => {
    const response = await send(method, url, payload);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.statusCode === 204 ? null : response.json();
  };
  return {
    send,
    createMap: (overrides: Partial<ImperfectionSave> = {}) =>
      expectOk("POST", "/api/imperfections", mapInput(overrides)),
    createDiamond: async (certificateNumber: string) =>
      (await expectOk("POST", "/api/diamonds", diamondInput({ certificateNumber, clientSku: "" }))).diamond
        .id as string,
    uploadProportions: (id: string, name = "proportions.png", content: Buffer = samplePng) =>
      context.request({
        method: "POST",
        url: `/api/imperfections/${id}/proportions`,
        cookie,
        ...multipart(name, content, "image/png"),
      }),
    connect: (id: string, diamondId: string) =>
      send("PUT", `/api/imperfections/${id}/connection`, { diamondId }),
    expectOk,
  };
}

// Every kept count this area touches equals a count of the rows themselves: each user's totals and
// the diamonds' 'imperfections' counters (a connected map or a link).
export async function expectCountsExact(db: Executor) {
  const kept = (await db.execute(sql`
    select administrator_id as owner, total::integer, drafts::integer, completed::integer
    from imperfection_totals where total <> 0 or drafts <> 0 or completed <> 0 order by 1`)) as unknown as {
    rows: unknown[];
  };
  const counted = (await db.execute(sql`
    select owner_id as owner, count(*)::integer as total, (count(*) filter (where not printed))::integer as drafts,
      (count(*) filter (where printed))::integer as completed
    from diamond_imperfections where owner_id is not null group by 1 order by 1`)) as unknown as {
    rows: unknown[];
  };
  expect(kept.rows).toEqual(counted.rows);
  const diamondKept = (await db.execute(sql`
    select value, n::integer from diamond_counts where dimension = 'imperfections' and n <> 0 order by 1`)) as unknown as {
    rows: unknown[];
  };
  const diamondCounted = (await db.execute(sql`
    select case when imperfection_id is not null or imperfection_url <> '' then 'with' else 'without' end as value,
      count(*)::integer as n from diamonds group by 1 order by 1`)) as unknown as { rows: unknown[] };
  expect(diamondKept.rows).toEqual(diamondCounted.rows);
}

// Both sides of every connection agree: a map's diamond points back at it, with the same time.
export async function expectLinksAgree(db: Executor) {
  const disagreeing = (await db.execute(sql`
    select m.id from diamond_imperfections m full join diamonds d on d.imperfection_id = m.id
    where (m.diamond_id is not null or d.imperfection_id is not null)
      and (m.diamond_id is distinct from d.id or m.diamond_connected_at is distinct from d.imperfection_connected_at)
  `)) as unknown as { rows: unknown[] };
  expect(disagreeing.rows).toEqual([]);
}
