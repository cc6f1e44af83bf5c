import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPglite } from "./client";

// Entries written before the catalogue stay valid: 0016 maps their 'area.verb' actions onto it and
// fills the subject where the record still exists.
const folder = fileURLToPath(new URL("./migrations/", import.meta.url));
const files = readdirSync(folder)
  .filter((name) => name.endsWith(".sql"))
  .sort();
const upTo = (last: string) => files.filter((name) => name <= last);
const run = (name: string) => readFileSync(`${folder}${name}`, "utf8");

let db: Awaited<ReturnType<typeof createPglite>>;
beforeAll(async () => {
  db = await createPglite(undefined);
});
afterAll(() => db.close());

describe("migration 0016 (activity log subjects)", () => {
  it("maps legacy actions onto the catalogue and fills subjects it can derive", async () => {
    for (const name of upTo("0015_jewelry_billing_counts.sql")) await db.exec(run(name));
    await db.exec(`
      INSERT INTO administrators (id, email, full_name, password_hash)
        VALUES ('0190a000-0000-7000-8000-000000000001', 'ann@lab.test', 'Ann Lee', 'x');
      INSERT INTO companies (id, kind, name) VALUES ('0190a000-0000-7000-8000-000000000002', 'client', 'Lumen');
      INSERT INTO activity_log (id, actor_name, action, entity_type, entity_id, summary) VALUES
        ('0190a000-0000-7000-8000-0000000000a1', 'Ann Lee', 'client.create', 'client', '0190a000-0000-7000-8000-000000000002', 's'),
        ('0190a000-0000-7000-8000-0000000000a2', 'Ann Lee', 'administrator.permissions', 'administrator', '0190a000-0000-7000-8000-000000000001', 's'),
        ('0190a000-0000-7000-8000-0000000000a3', 'Ann Lee', 'diamond.print-card', 'diamond', '0190a000-0000-7000-8000-0000000000ff', 's'),
        ('0190a000-0000-7000-8000-0000000000a4', 'Ann Lee', 'password.reset', 'administrator', '0190a000-0000-7000-8000-000000000001', 's'),
        ('0190a000-0000-7000-8000-0000000000a5', 'Ann Lee', 'jewelry.sku-defaults', 'jewelry-sku-defaults', 'SKU-9', 's');
    `);
    const [next] = files.filter((name) => name > "0015_jewelry_billing_counts.sql");
    expect(next).toBe("0016_activity_log_subjects.sql");
    await db.exec(run(next as string));
    const rows = await db.query<{ action: string; subject: string }>(
      "SELECT action, subject FROM activity_log ORDER BY id",
    );
    expect(rows.rows).toEqual([
      { action: "create", subject: "Lumen" },
      { action: "permission-change", subject: "Ann Lee" },
      // The diamond is gone: its entry keeps an empty subject.
      { action: "print", subject: "" },
      { action: "password-reset", subject: "Ann Lee" },
      { action: "update", subject: "SKU-9" },
    ]);
  });
});
