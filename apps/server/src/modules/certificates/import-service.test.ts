import type { SessionUser } from "@loupe/domain/auth";
import { cellText, headerKey } from "@loupe/domain/certificates/import-cells";
import { sql } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { HttpProblem } from "../../http/problem";
import { createTestContext, type TestContext } from "../../testing/test-app";
import { companies } from "../companies/ports";
import type { CertificateImporter } from "./certificate-importer";
import { commitImport, previewImport } from "./import-service";
import type { SheetRows } from "./import-sheet";

// The pipeline with a second certificate type that brings only its own columns, checks and
// insert: the file, companies, certificate numbers (across types) and the commit are shared.

const ringSchema = z.object({
  certificateNumber: z.string().max(40),
  metal: z.string().min(1),
  clientId: z.uuid().nullable(),
  customerId: z.uuid().nullable(),
});
type Ring = z.infer<typeof ringSchema>;
type RingSummary = { certificateNumber: string; client: string };

const ringImporter: CertificateImporter<Ring, { defaultMetal: string }, RingSummary> = {
  hasImportableHeaders: (headers) => headers.some((header) => headerKey(header) === "certificatenumber"),
  mapRow: (record, options) => {
    const metal = cellText(record.metal ?? null) || options.defaultMetal;
    return {
      input: { certificateNumber: cellText(record.certificatenumber ?? null), metal },
      clientName: cellText(record.client ?? null),
      customerName: "",
      reasons: metal === "Tin" ? ["Tin is not a jewelry metal."] : [],
      templateMissing: cellText(record.metal ?? null) === "",
      summary: { certificateNumber: cellText(record.certificatenumber ?? null), client: "" },
    };
  },
  checkRow: (input, reasons = []) => {
    const parsed = ringSchema.safeParse(input);
    if (!parsed.success || reasons.length > 0)
      return {
        status: "rejected",
        reasons: [...reasons, ...(parsed.success ? [] : ["Not a ring."])],
        values: null,
      };
    return {
      status: parsed.data.certificateNumber ? "ready" : "incomplete",
      reasons: [],
      values: parsed.data,
    };
  },
  commitReasons: (ring) => (ring.metal === "Lead" ? ["Lead cannot be imported."] : []),
  isIncomplete: (ring) => !ring.certificateNumber,
  insertRows: async (tx, rows) => {
    const ids = rows.map(() => uuidv7());
    for (const [index, ring] of rows.entries())
      await tx.execute(
        sql`insert into rings values (${ids[index]}, ${ring.certificateNumber}, ${ring.metal})`,
      );
    return ids;
  },
};

let context: TestContext;
let actor: SessionUser;
let clientId: string;
beforeAll(async () => {
  context = await createTestContext();
  await context.database.db.execute(
    sql`create table rings (id uuid primary key, certificate_number text not null, metal text not null)`,
  );
  await context.database.db.execute(sql`select certificate_numbers_attach('rings', 'ring')`);
});
afterAll(() => context.close());
beforeEach(async () => {
  await context.reset();
  actor = { ...(await context.createAdministrator()), permissions: ["super_admin"] };
  clientId = uuidv7();
  await context.database.db.insert(companies).values({ id: clientId, kind: "client", name: "Aurora" });
  // A diamond holds D-1: the registry refuses it to rings too.
  await context.database.db.execute(
    sql`insert into diamonds (id, template_id, certificate_number) values (${uuidv7()}, 1, 'D-1')`,
  );
});

const db = () => context.database.db;
const sheet = (...rows: string[][]): SheetRows => ({
  headers: ["Certificate Number", "Metal", "Client"],
  rows: rows.map((cells, index) => ({ row: index + 2, cells })),
});
const rings = async () =>
  (
    (await db().execute(sql`select certificate_number from rings order by 1`)) as unknown as {
      rows: { certificate_number: string }[];
    }
  ).rows.map((row) => row.certificate_number);

describe("the import pipeline, for a type of its own", () => {
  it("previews rows with the type's mapping and the shared checks", async () => {
    const preview = await previewImport(
      db(),
      ringImporter,
      sheet(
        ["R-1", "Gold", "aurora"],
        ["d-1", "Gold", ""],
        ["r-1", "", "Nobody"],
        ["", "Tin", ""],
        [" ", "", ""],
      ),
      { defaultMetal: "Platinum" },
    );
    expect(preview.rows.map(({ row, status, reasons }) => ({ row, status, reasons }))).toEqual([
      { row: 2, status: "ready", reasons: [] },
      { row: 3, status: "rejected", reasons: ["Certificate number d-1 already exists."] },
      {
        row: 4,
        status: "rejected",
        reasons: ['There is no client named "Nobody".', "Certificate number r-1 is also on row 2."],
      },
      { row: 5, status: "rejected", reasons: ["Tin is not a jewelry metal."] },
    ]);
    expect(preview.rows[0]?.values).toEqual({
      certificateNumber: "R-1",
      metal: "Gold",
      clientId,
      customerId: null,
    });
    expect(preview.rows[0]?.summary).toEqual({ certificateNumber: "R-1", client: "Aurora" });
    expect(preview.counts).toEqual({ ready: 1, incomplete: 0, rejected: 3 });
    expect(preview.withoutTemplate).toBe(1);
  });

  it("refuses a sheet without the type's columns", async () => {
    const noColumns: SheetRows = { headers: ["Weight"], rows: [{ row: 2, cells: ["1"] }] };
    await expect(previewImport(db(), ringImporter, noColumns, { defaultMetal: "" })).rejects.toBeInstanceOf(
      HttpProblem,
    );
  });

  it("commits every row in one transaction, counting the incomplete ones", async () => {
    const result = await commitImport(
      db(),
      ringImporter,
      [
        { certificateNumber: "R-1", metal: "Gold", clientId, customerId: null },
        { certificateNumber: "", metal: "Silver", clientId: null, customerId: null },
      ],
      actor,
    );
    expect(result).toEqual({ imported: 2, incomplete: 1 });
    expect(await rings()).toEqual(["", "R-1"]);
  });

  it("writes nothing and names each refused row, with the type's own reasons and the shared ones", async () => {
    const gone = uuidv7();
    const commit = commitImport(
      db(),
      ringImporter,
      [
        { certificateNumber: "R-1", metal: "Gold", clientId: null, customerId: null },
        { certificateNumber: "D-1", metal: "Lead", clientId: gone, customerId: null },
        { certificateNumber: "r-1", metal: "Gold", clientId: null, customerId: null },
        { certificateNumber: "R-4" },
      ],
      actor,
    );
    await expect(commit).rejects.toMatchObject({
      status: 400,
      detail: "3 rows cannot be imported, so nothing was imported.",
      errors: [
        { field: "rows.1", message: "The chosen client no longer exists." },
        { field: "rows.1", message: "Lead cannot be imported." },
        { field: "rows.1", message: "Certificate number D-1 already exists." },
        { field: "rows.2", message: "Certificate number r-1 appears more than once in this import." },
        { field: "rows.3", message: "Not a ring." },
      ],
    });
    expect(await rings()).toEqual([]);
  });
});
