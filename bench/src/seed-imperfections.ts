import {
  type DesignSymbol,
  designImperfections,
  type ImperfectionDesign,
  newDesignSymbol,
} from "@loupe/domain/imperfections/imperfection-design";
import { imperfectionTypes } from "@loupe/domain/options/imperfection-types";
import { imperfectionShapes } from "@loupe/domain/options/shapes";
import {
  fraction,
  type LoadOptions,
  literal,
  loadWithoutIndexes,
  pick,
  type SqlSession,
  timed,
  uuidv7Sql,
} from "./seed-sql";

// Imperfection maps at scale (issue 22): `total` maps spread evenly over two years ending now and
// round-robin across `owners` (so each user has total / owners maps, the bench user among them),
// any of the 10 shapes, one of 24 designs of 1–6 symbols, 30 % printed, named like
// 'Oval plot 1234 — client 17' (the name search's 'client 17' matches one map in fifty). Then
// `connected` diamonds (seeded by the caller) are linked to the first user's printed maps on both
// sides, so the list's Connect column joins real diamonds.

export type ImperfectionSeed = { total: number; owners: number; perOwner: number; connected: number };

const twoYearsMs = 2 * 365 * 24 * 3_600_000;

// Deterministic designs: the n-th places 1–6 symbols of characteristics chosen by n.
function benchDesign(n: number): ImperfectionDesign {
  const symbols: DesignSymbol[] = Array.from({ length: 1 + (n % 6) }, (_, index) => ({
    ...newDesignSymbol(imperfectionTypes[(n * 7 + index * 5) % imperfectionTypes.length] ?? "cloud"),
    left: 40 + ((n * 31 + index * 67) % 460),
    top: 20 + ((n * 17 + index * 43) % 220),
    angle: (n * 13 + index * 29) % 360,
  }));
  return { canvas_data: symbols };
}
const designs = Array.from({ length: 24 }, (_, n) => benchDesign(n));

const designArray = `(ARRAY[${designs.map((design) => `${literal(JSON.stringify(design))}::jsonb`).join(",")}])`;
// Each design's characteristics as an array literal ('{"etch channel",nick}'), cast when picked.
const imperfectionsArray = `(ARRAY[${designs
  .map((design) =>
    literal(
      `{${designImperfections(design)
        .map((label) => `"${label}"`)
        .join(",")}}`,
    ),
  )
  .join(",")}])`;

function insertChunk(from: number, to: number, oldestMs: number, step: number, owners: string[]) {
  const ownerArray = `'{${owners.join(",")}}'::uuid[]`;
  const ms = `(${oldestMs} + i::float8 * ${step})::bigint`;
  return `INSERT INTO diamond_imperfections (id, owner_id, name, shape, design, imperfections, printed, print_date,
      created, updated_at, updated_by, version)
    SELECT ${uuidv7Sql("ms", "h", "i")}, owner, shape || ' plot ' || i || ' — client ' || (1 + i % 50),
      shape, ${designArray}[1 + d], ${imperfectionsArray}[1 + d]::text[], printed,
      CASE WHEN printed THEN to_timestamp(ms / 1000.0) + interval '2 days' END,
      to_timestamp(ms / 1000.0), to_timestamp(ms / 1000.0), owner, 1
    FROM (
      SELECT i, ${ms} AS ms, md5(i::text) AS h, (${ownerArray})[1 + (i % ${owners.length})] AS owner,
        ${pick(fraction(1), imperfectionShapes)} AS shape, floor(${fraction(2)} * 24)::int AS d,
        ${fraction(3)} < 0.3 AS printed
      FROM generate_series(${from}, ${to}) AS i
    ) AS rows`;
}

export async function seedImperfections(
  session: SqlSession,
  total: number,
  owners: string[],
  options: LoadOptions & { connected: number },
): Promise<ImperfectionSeed> {
  const log = options.log ?? (() => {});
  const newestMs = Date.now();
  const oldestMs = newestMs - twoYearsMs;
  await loadWithoutIndexes(
    session,
    "diamond_imperfections",
    total,
    (from, to) => insertChunk(from, to, oldestMs, twoYearsMs / total, owners),
    { chunk: 100_000, ...options },
  );
  await timed(log, `${options.connected} diamonds connected`, () =>
    session.query(`
      WITH maps AS (
        SELECT id, row_number() OVER (ORDER BY created DESC, id) AS n FROM diamond_imperfections
        WHERE owner_id = ${literal(owners[0] ?? "")}::uuid AND printed
        ORDER BY created DESC, id LIMIT ${options.connected}
      ), stones AS (
        SELECT id, row_number() OVER (ORDER BY id) AS n FROM diamonds ORDER BY id LIMIT ${options.connected}
      ), paired AS (
        SELECT maps.id AS map_id, stones.id AS diamond_id FROM maps JOIN stones USING (n)
      ), stone_side AS (
        UPDATE diamonds d SET imperfection_id = p.map_id, imperfection_connected_at = now()
        FROM paired p WHERE d.id = p.diamond_id
      )
      UPDATE diamond_imperfections m SET diamond_id = p.diamond_id, diamond_connected_at = now()
      FROM paired p WHERE m.id = p.map_id`),
  );
  await timed(log, "imperfection_totals_rebuild and diamond_counts_rebuild done", async () => {
    await session.query("SELECT imperfection_totals_rebuild()");
    await session.query("SELECT diamond_counts_rebuild()");
  });
  await timed(log, "VACUUM ANALYZE", () => session.query("VACUUM ANALYZE diamond_imperfections"));
  await timed(log, "CHECKPOINT", () => session.query("CHECKPOINT"));
  const perOwner = Math.ceil(total / owners.length);
  return { total, owners: owners.length, perOwner, connected: options.connected };
}
