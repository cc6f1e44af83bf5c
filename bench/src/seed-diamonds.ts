import type { DiamondTemplateId } from "@loupe/domain/options/diamond-templates";
import type {
  CutGrade,
  DiamondClarityGrade,
  FluorescenceGrade,
  PolishGrade,
} from "@loupe/domain/options/grading";
import type { Shape } from "@loupe/domain/options/shapes";
import { uuidv7 } from "uuidv7";

// Seeds N diamonds with set-based SQL (INSERT … SELECT FROM generate_series, a chunk at a time) so
// a million rows take minutes, not hours. Every "random" choice is a hash of the row number, so
// two runs of the same size produce the same data and their figures can be compared.

// pg.Client and PGlite both answer this; one session, so SET applies to the statements after it.
export type SqlSession = { query: (text: string) => Promise<{ rows: unknown[] }> };

export type DiamondSeed = {
  total: number;
  // Oldest and newest `created`: rows are spread evenly over three years ending now.
  oldest: Date;
  newest: Date;
  clients: { id: string; name: string }[];
  customers: { id: string; name: string }[];
  // The client with the most diamonds (about 14 %), the worst case for its filter's total.
  largestClientId: string;
};

const clientCount = 50;
const customerCount = 20;
const threeYearsMs = 3 * 365 * 24 * 3_600_000;

// Weights are relative; values are the app's own option values (packages/domain/options).
const templateWeights = [
  [1, 15],
  [2, 10],
  [3, 35],
  [4, 15],
  [5, 15],
  [6, 10],
] as const satisfies readonly (readonly [DiamondTemplateId, number])[];
const shapeWeights = [
  ["Round", 40],
  ["Oval", 12],
  ["Princess", 8],
  ["Cushion", 8],
  ["Emerald", 7],
  ["Pear", 6],
  ["Radiant", 5],
  ["Marquise", 4],
  ["Asscher", 3],
  ["Heart", 3],
  ["Round Brilliant", 2],
  ["Baguette", 2],
] as const satisfies readonly (readonly [Shape, number])[];
const cutWeights = [
  ["Excellent", 45],
  ["Ideal", 20],
  ["Very Good", 20],
  ["Good", 10],
  ["Super Ideal", 5],
] as const satisfies readonly (readonly [CutGrade, number])[];
const finishWeights = [
  ["Excellent", 55],
  ["Very Good", 30],
  ["Good", 12],
  ["Fair", 3],
] as const satisfies readonly (readonly [PolishGrade, number])[];
const fluorescenceWeights = [
  ["None", 55],
  ["Faint", 20],
  ["Medium", 13],
  ["Strong", 9],
  ["Very Strong", 3],
] as const satisfies readonly (readonly [FluorescenceGrade, number])[];
const clarityWeights = [
  ["VS1", 18],
  ["VS2", 20],
  ["SI1", 17],
  ["VVS2", 12],
  ["VVS1", 10],
  ["SI2", 12],
  ["INFLAWLESS", 4],
  ["FLAWLESS", 2],
  ["I1", 5],
] as const satisfies readonly (readonly [DiamondClarityGrade, number])[];
const colorLetters = ["D", "E", "F", "G", "H", "I", "J", "K", "L", "M"] as const;
const girdles = ["M", "Medium", "Thin to Medium", "Slightly Thick"] as const;

const literal = (value: string | number) =>
  typeof value === "number" ? String(value) : `'${value.replace(/'/g, "''")}'`;

// A uniform fraction in [0, 1) from row number i, independent for each salt.
const fraction = (salt: number) => `((hashint8extended(i, ${salt}) & 4294967295)::float8 / 4294967296)`;

function weighted(r: string, weights: readonly (readonly [string | number, number])[]): string {
  const sum = weights.reduce((total, [, weight]) => total + weight, 0);
  let running = 0;
  const branches = weights.slice(0, -1).map(([value, weight]) => {
    running += weight;
    return `WHEN ${r} < ${running / sum} THEN ${literal(value)}`;
  });
  const last = weights.at(-1)?.[0] ?? "";
  return `CASE ${branches.join(" ")} ELSE ${literal(last)} END`;
}

const pick = (r: string, values: readonly string[]) =>
  `(ARRAY[${values.map(literal).join(",")}])[1 + floor(${r} * ${values.length})::int]`;

// Rows numbered from..to (inclusive). `created` grows with the row number (the order diamonds
// are really added in), ids are UUIDv7 built from it (PostgreSQL 15 has no uuidv7()).
function insertChunk(from: number, to: number, total: number, oldestMs: number, seed: DiamondSeed): string {
  const step = threeYearsMs / total;
  const clientIds = `'{${seed.clients.map((company) => company.id).join(",")}}'::uuid[]`;
  const customerIds = `'{${seed.customers.map((company) => company.id).join(",")}}'::uuid[]`;
  return `
INSERT INTO diamonds (
  id, template_id, certificate_number, client_sku, stock_number, inscription, shape, weight, cut,
  polish, symmetry, fluorescence, girdle, measurements, table_percent, depth_percent, color_template,
  color_value, color_asterisks, clarity_value, clarity_asterisks, description, certificate_comments,
  manufactured_as, client_id, customer_id, imperfection_url, order_number, line_number, newly_added,
  update_spreadsheet, added_barcode, incomplete, created, updated_at, version)
SELECT
  (lpad(to_hex(ms), 12, '0') || '7' || substr(h, 1, 3) || substr('89ab', 1 + (i % 4)::int, 1)
    || substr(h, 4, 15))::uuid,
  template_id,
  certificate_number,
  CASE WHEN certificate_number = '' OR r_sku < 0.75 THEN 'SKU-' || i ELSE '' END,
  CASE WHEN r_stock < 0.5 THEN 'ST-' || i ELSE '' END,
  CASE WHEN origin = 'Lab Grown' AND r_stock < 0.3 THEN certificate_number ELSE '' END,
  shape,
  weight,
  CASE WHEN template_id = 2 THEN '' ELSE ${weighted(fraction(6), cutWeights)} END,
  ${weighted(fraction(7), finishWeights)},
  ${weighted(fraction(8), finishWeights)},
  ${weighted(fraction(9), fluorescenceWeights)},
  ${pick(fraction(10), girdles)},
  to_char(diameter, 'FM990.00') || ' x ' || to_char(diameter * 1.008, 'FM990.00') || ' x '
    || to_char(diameter * 0.615, 'FM990.00') || ' mm',
  round((53 + ${fraction(11)} * 9)::numeric, 1),
  round((59 + ${fraction(12)} * 5)::numeric, 1),
  'Standard',
  ${pick(fraction(13), colorLetters)},
  CASE WHEN ${fraction(14)} < 0.05 THEN '*' ELSE '' END,
  ${weighted(fraction(15), clarityWeights)},
  '',
  shape || ' ' || CASE WHEN origin = 'Lab Grown' THEN 'laboratory-grown' ELSE 'natural' END || ' diamond',
  CASE WHEN ${fraction(16)} < 0.02 THEN 'Inscription verified at grading.' ELSE '' END,
  origin,
  CASE WHEN ${fraction(17)} < 0.95 THEN (${clientIds})[1 + floor(power(${fraction(18)}, 2) * ${seed.clients.length})::int] END,
  CASE WHEN ${fraction(19)} < 0.3 THEN (${customerIds})[1 + floor(${fraction(20)} * ${seed.customers.length})::int] END,
  CASE WHEN ${fraction(21)} < 0.15 THEN 'https://imperfections.bench.loupe/' || i ELSE '' END,
  CASE WHEN r_order < 0.4 THEN 'PO-' || (i / 25) ELSE '' END,
  CASE WHEN r_order < 0.4 THEN (i % 25 + 1)::text ELSE '' END,
  false,
  false,
  true,
  false,
  to_timestamp(ms / 1000.0),
  to_timestamp(ms / 1000.0),
  1
FROM (
  SELECT i, h, ms, template_id, shape, weight, origin, r_sku, r_stock, r_order,
    CASE WHEN r_cert < 0.03 THEN '' ELSE 'LG' || (100000000 + (i * 7919) % 900000000) END AS certificate_number,
    6.5 * power(weight::float8, 1.0 / 3) AS diameter
  FROM (
    SELECT i,
      md5(i::text) AS h,
      ${oldestMs} + floor((i + ${fraction(0)}) * ${step})::bigint AS ms,
      ${weighted(fraction(1), templateWeights)}::smallint AS template_id,
      ${weighted(fraction(4), shapeWeights)} AS shape,
      round((0.25 + 4.75 * power(${fraction(5)}, 3))::numeric, 2) AS weight,
      ${weighted(fraction(22), [
        ["Lab Grown", 60],
        ["Natural Stone", 30],
        ["", 10],
      ])} AS origin,
      ${fraction(2)} AS r_cert,
      ${fraction(3)} AS r_sku,
      ${fraction(23)} AS r_stock,
      ${fraction(24)} AS r_order
    FROM generate_series(${from}::bigint, ${to}::bigint) AS i
  ) AS numbered
) AS drawn`;
}

async function insertCompanies(session: SqlSession, seed: DiamondSeed) {
  const rows = [
    ...seed.clients.map((company) => ({ ...company, kind: "client" })),
    ...seed.customers.map((company) => ({ ...company, kind: "customer" })),
  ];
  const values = rows.map(
    (company) =>
      `(${literal(company.id)}::uuid, ${literal(company.kind)}, ${literal(company.name)}, ${literal(
        `orders@${company.name.toLowerCase().replace(/\W+/g, "-")}.bench`,
      )})`,
  );
  await session.query(`INSERT INTO companies (id, kind, name, email) VALUES ${values.join(",\n")}`);
}

export type SeedOptions = {
  // Rows per INSERT; progress is printed after each.
  chunk?: number;
  log?: (line: string) => void;
  // PostgreSQL only: more memory for the index builds at the end.
  maintenanceWorkMem?: string;
};

export async function seedDiamonds(
  session: SqlSession,
  total: number,
  options: SeedOptions = {},
): Promise<DiamondSeed> {
  const chunk = options.chunk ?? 100_000;
  const log = options.log ?? (() => {});
  const newestMs = Date.now();
  const oldestMs = newestMs - threeYearsMs;
  const seed: DiamondSeed = {
    total,
    oldest: new Date(oldestMs),
    newest: new Date(newestMs),
    clients: Array.from({ length: clientCount }, (_, index) => ({
      id: uuidv7(),
      name: `Bench Client ${String(index + 1).padStart(2, "0")}`,
    })),
    customers: Array.from({ length: customerCount }, (_, index) => ({
      id: uuidv7(),
      name: `Bench Customer ${String(index + 1).padStart(2, "0")}`,
    })),
    largestClientId: "",
  };
  seed.largestClientId = seed.clients[0]?.id ?? "";
  await insertCompanies(session, seed);
  if (total <= 0) return seed;

  // Building the secondary indexes once at the end is several times faster than maintaining
  // them row by row (the GIN trigram indexes above all); the definitions are put back verbatim.
  const { rows } = await session.query(
    `SELECT indexname, indexdef FROM pg_indexes
     WHERE schemaname = current_schema() AND tablename = 'diamonds' AND indexname <> 'diamonds_pkey'`,
  );
  const indexes = rows as { indexname: string; indexdef: string }[];
  for (const index of indexes) await session.query(`DROP INDEX "${index.indexname}"`);
  // Every reference is to a company inserted above: skip the per-row foreign-key checks (this
  // needs a superuser; without one the load simply runs with the checks).
  const skipChecks = await session.query("SET session_replication_role = replica").then(
    () => true,
    () => false,
  );
  try {
    const started = performance.now();
    for (let from = 0; from < total; from += chunk) {
      const to = Math.min(from + chunk, total) - 1;
      await session.query(insertChunk(from, to, total, oldestMs, seed));
      const seconds = (performance.now() - started) / 1000;
      log(
        `  ${(to + 1).toLocaleString("en-US")} / ${total.toLocaleString("en-US")} diamonds (${seconds.toFixed(1)} s)`,
      );
    }
  } finally {
    if (skipChecks) await session.query("SET session_replication_role = DEFAULT");
  }
  const indexing = performance.now();
  if (options.maintenanceWorkMem) {
    await session.query(`SET maintenance_work_mem = '${options.maintenanceWorkMem}'`);
  }
  for (const index of indexes) await session.query(index.indexdef);
  log(`  ${indexes.length} indexes rebuilt (${((performance.now() - indexing) / 1000).toFixed(1)} s)`);
  // The list's kept counts (migration 0003) are kept by triggers, which the load above skipped
  // in replica mode: count them once from the rows.
  const counting = performance.now();
  await session.query("SELECT diamond_counts_rebuild()");
  log(`  diamond_counts rebuilt (${((performance.now() - counting) / 1000).toFixed(1)} s)`);
  // The certificate number registry (migration 0005) is kept by row triggers too: fill it the
  // way its attach function backfills.
  const registering = performance.now();
  await session.query(
    `INSERT INTO certificate_numbers (number, kind, record_id)
     SELECT upper(certificate_number), 'diamond', id FROM diamonds WHERE certificate_number <> ''
     ON CONFLICT DO NOTHING`,
  );
  log(`  certificate_numbers filled (${((performance.now() - registering) / 1000).toFixed(1)} s)`);
  // Fresh statistics for the planner and a visibility map so index-only scans skip the heap.
  const vacuuming = performance.now();
  await session.query("VACUUM ANALYZE diamonds");
  await session.query("VACUUM ANALYZE companies");
  await session.query("VACUUM ANALYZE diamond_counts");
  await session.query("VACUUM ANALYZE certificate_numbers");
  log(`  VACUUM ANALYZE (${((performance.now() - vacuuming) / 1000).toFixed(1)} s)`);
  return seed;
}
