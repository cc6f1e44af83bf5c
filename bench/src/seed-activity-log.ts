import { fraction, loadWithoutIndexes, type SqlSession, timed, uuidv7Sql } from "./seed-sql";

// The activity log at scale (issue 20): `total` entries spread evenly over two years ending now,
// by 25 administrators (the first writes about a third, the worst case for the user filter's
// total), about 3.5 entries per certificate: 70 % diamonds (LG + 9 digits), 20 % jewelry (JW +
// 9 digits), 10 % about clients by name; a fifth are updates with a colour change.

export type ActivityLogSeed = {
  total: number;
  oldest: Date;
  newest: Date;
  actors: { id: string; fullName: string }[];
  // A certificate number the log holds, for the certificate search.
  certificateNumber: string;
};

const twoYearsMs = 2 * 365 * 24 * 3_600_000;
export const benchActors = (ids: string[]) =>
  ids.map((id, index) => ({ id, fullName: `Log Actor ${index + 1}` }));

function insertChunk(from: number, to: number, oldestMs: number, step: number, actors: string[]): string {
  const actorArray = `'{${actors.join(",")}}'::uuid[]`;
  // The first actor a third of the entries, the rest evenly.
  const actor = `(${actorArray})[CASE WHEN ${fraction(1)} < 0.34 THEN 1 ELSE 2 + floor(${fraction(2)} * ${actors.length - 1})::int END]`;
  const certificate = `floor(${fraction(3)} * 1000000)::bigint`;
  const kind = fraction(4);
  const subject = `CASE WHEN ${kind} < 0.7 THEN 'LG' || (100000000 + ${certificate}) WHEN ${kind} < 0.9 THEN 'JW' || (200000000 + ${certificate}) ELSE 'Bench Client ' || lpad((1 + ${certificate} % 50)::text, 2, '0') END`;
  const ms = `(${oldestMs} + i::float8 * ${step})::bigint`;
  return `INSERT INTO activity_log (id, created, administrator_id, actor_name, action, entity_type, entity_id, subject, summary, changes)
    SELECT ${uuidv7Sql("ms", "h", "i")}, to_timestamp(ms / 1000.0), actor, 'Log Actor', action, entity_type, md5(h), subject,
      'Log Actor ' || action || 'd ' || entity_type || ' ' || subject,
      CASE WHEN action = 'update' THEN '[{"field":"colorValue","before":"G","after":"F"}]'::jsonb END
    FROM (
      SELECT i, ${ms} AS ms, md5(i::text) AS h, ${actor} AS actor, ${subject} AS subject,
        CASE WHEN ${kind} < 0.7 THEN 'diamond' WHEN ${kind} < 0.9 THEN 'jewelry' ELSE 'client' END AS entity_type,
        CASE WHEN ${fraction(5)} < 0.2 THEN 'update' ELSE 'create' END AS action
      FROM generate_series(${from}, ${to}) AS i
    ) AS rows`;
}

export async function seedActivityLog(
  session: SqlSession,
  total: number,
  actorIds: string[],
  options: { log: (line: string) => void; maintenanceWorkMem?: string },
): Promise<ActivityLogSeed> {
  const newestMs = Date.now();
  const oldestMs = newestMs - twoYearsMs;
  const step = twoYearsMs / total;
  await loadWithoutIndexes(
    session,
    "activity_log",
    total,
    (from, to) => insertChunk(from, to, oldestMs, step, actorIds),
    {
      chunk: 250_000,
      ...options,
    },
  );
  await timed(options.log, "activity_log_counts_rebuild done", () =>
    session.query("SELECT activity_log_counts_rebuild()"),
  );
  await timed(options.log, "VACUUM ANALYZE", () => session.query("VACUUM ANALYZE activity_log"));
  await timed(options.log, "CHECKPOINT", () => session.query("CHECKPOINT"));
  const { rows } = await session.query(
    `SELECT subject FROM activity_log WHERE subject LIKE 'LG%' AND created > now() - interval '30 days' LIMIT 1`,
  );
  const certificateNumber = (rows[0] as { subject: string } | undefined)?.subject ?? "LG100000001";
  return {
    total,
    oldest: new Date(oldestMs),
    newest: new Date(newestMs),
    actors: benchActors(actorIds),
    certificateNumber,
  };
}
