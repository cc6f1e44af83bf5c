import pg from "pg";

// What the database's sessions are doing while a run lasts, sampled every `everyMs` from
// pg_stat_activity: active with no wait is PostgreSQL's own CPU; Lock waits are rows or
// transactions held by another session; IO/LWLock on WAL are commits waiting for the disk.
export async function sampleWaitEvents(url: string, everyMs = 500) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const counts = new Map<string, number>();
  let samples = 0;
  let sampling = Promise.resolve();
  const sample = async () => {
    const { rows } = await client.query<{ what: string; n: string }>(
      `SELECT state || coalesce(' ' || wait_event_type || ':' || wait_event, '') AS what, count(*) AS n
       FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'
       GROUP BY 1`,
    );
    samples++;
    for (const row of rows) counts.set(row.what, (counts.get(row.what) ?? 0) + Number(row.n));
  };
  const timer = setInterval(() => {
    sampling = sampling.then(sample, sample);
  }, everyMs);
  return {
    stop: async () => {
      clearInterval(timer);
      await sampling.catch(() => undefined);
      await client.end();
      return { samples, counts };
    },
  };
}

export function printWaitEvents({ samples, counts }: { samples: number; counts: Map<string, number> }) {
  console.log(`\nDatabase sessions by state and wait event (mean over ${samples} samples):`);
  for (const [what, n] of [...counts].sort((a, b) => b[1] - a[1]))
    console.log(`  ${(n / Math.max(1, samples)).toFixed(1).padStart(6)}  ${what}`);
}
