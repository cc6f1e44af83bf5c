import { uuidv7 } from "uuidv7";
import {
  type BenchCompanies,
  fraction,
  idArray,
  type LoadOptions,
  literal,
  loadWithoutIndexes,
  type SqlSession,
  timed,
  uuidv7Sql,
} from "./seed-sql";

// Digital certificate videos at scale (issue 24): `total` videos spread evenly over two years
// ending now; a third each named by SKU ('SKU-AB-123456'), certificate number ('LG10123456') or
// order-line number ('ORD41152-2'); 95 % with a client, skewed to the first (the worst case for
// its filter), 70 % with a thumbnail. Every row points at one stored file (the list reads only
// its id). Triggers are off during the load, so the client sort key is written here and the kept
// counts are rebuilt after.

export type VideoSeed = { total: number; clients: number };

const twoYearsMs = 2 * 365 * 24 * 3_600_000;

function insertChunk(
  from: number,
  to: number,
  oldestMs: number,
  step: number,
  clients: BenchCompanies["clients"],
) {
  const ms = `(${oldestMs} + i::float8 * ${step})::bigint`;
  // The client's folded name, as the trigger writes it (lower() under the C collation).
  const keys = `'{${clients.map((client) => `"${client.name.toLowerCase()}"`).join(",")}}'::text[]`;
  return `INSERT INTO digital_certificate_videos (id, name, client_id, client_sort_key, video_file_id,
      thumbnail_file_id, naming_mode, global_sku, added_barcode, sku, created, updated_at, version)
    SELECT ${uuidv7Sql("ms", "h", "i")}, name, CASE WHEN has_client THEN (${idArray(clients)})[c] END,
      CASE WHEN has_client THEN (${keys})[c] ELSE '' END, $video$,
      CASE WHEN ${fraction(3)} < 0.7 THEN $thumbnail$ END, mode, mode = 'sku', ${fraction(4)} < 0.9,
      CASE WHEN mode <> 'sku' THEN 'SKU-' || i END, to_timestamp(ms / 1000.0),
      to_timestamp(ms / 1000.0) + (${fraction(5)} * interval '30 days'), 1
    FROM (
      SELECT i, ms, h, mode, has_client, c,
        CASE mode
          WHEN 'sku' THEN 'SKU-' || upper(substr(h, 1, 2)) || '-' || i
          WHEN 'certificate' THEN 'LG' || (10000000 + i)
          ELSE 'ORD' || (i / 3) || '-' || (1 + i % 3)
        END AS name
      FROM (
        SELECT i, ${ms} AS ms, md5(i::text) AS h, (ARRAY['sku', 'certificate', 'orderLine'])[1 + i % 3] AS mode,
          ${fraction(1)} < 0.95 AS has_client, 1 + floor(power(${fraction(2)}, 2) * ${clients.length})::int AS c
        FROM generate_series(${from}, ${to}) AS i
      ) AS drawn
    ) AS rows`;
}

export async function seedVideos(
  session: SqlSession,
  total: number,
  companies: BenchCompanies,
  options: LoadOptions,
): Promise<VideoSeed> {
  const log = options.log ?? (() => {});
  const videoId = uuidv7();
  const thumbnailId = uuidv7();
  await session.query(`INSERT INTO stored_files (id, storage_key, name, content_type, size) VALUES
    (${literal(videoId)}, 'bench/video', 'bench.mp4', 'video/mp4', 1000000),
    (${literal(thumbnailId)}, 'bench/thumbnail', 'bench.jpg', 'image/jpeg', 20000)`);
  const newestMs = Date.now();
  const oldestMs = newestMs - twoYearsMs;
  await loadWithoutIndexes(
    session,
    "digital_certificate_videos",
    total,
    (from, to) =>
      insertChunk(from, to, oldestMs, twoYearsMs / total, companies.clients)
        .replace("$video$", `${literal(videoId)}::uuid`)
        .replace("$thumbnail$", `${literal(thumbnailId)}::uuid`),
    { chunk: 100_000, ...options },
  );
  await timed(log, "digital_certificate_video_counts_rebuild done", () =>
    session.query("SELECT digital_certificate_video_counts_rebuild()"),
  );
  await timed(log, "VACUUM ANALYZE", () => session.query("VACUUM ANALYZE digital_certificate_videos"));
  await timed(log, "CHECKPOINT", () => session.query("CHECKPOINT"));
  return { total, clients: companies.clients.length };
}
