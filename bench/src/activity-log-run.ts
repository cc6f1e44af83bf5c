import { hashPassword } from "@loupe/server/auth/password";
import { administrators } from "@loupe/server/db/schema";
import { startServer } from "@loupe/server/testing/spawn-server";
import pg from "pg";
import { uuidv7 } from "uuidv7";
import {
  type ActivityLogReport,
  measureActivityLogReads,
  measureServiceReads,
  measureWriteCost,
  printActivityLogReport,
} from "./activity-log";
import { withBenchDatabase } from "./bench-database";
import { seedActivityLog } from "./seed-activity-log";
import { seedDiamonds } from "./seed-diamonds";
import { signInAs } from "./sign-in";

// BENCH_ONLY=activity-log npm run bench: the activity log at BENCH_ACTIVITY_LOG [5,000,000] entries
// on PostgreSQL, in a database of its own (loupe_bench_log_<pid>, dropped afterwards).
const credentials = { email: "bench-log@bench.loupe", password: "benchmark password" };

export async function benchActivityLog(postgresUrl: string, total: number, requests: number) {
  const log = (line: string) => console.log(line);
  await withBenchDatabase(postgresUrl, "log", async ({ url, handle }) => {
    const passwordHash = await hashPassword(credentials.password);
    const actorIds = Array.from({ length: 25 }, () => uuidv7());
    await handle.db.insert(administrators).values([
      {
        id: uuidv7(),
        fullName: "Log Reader",
        email: credentials.email,
        passwordHash,
        permissions: ["view_activity_log"],
      },
      ...actorIds.map((id, index) => ({
        id,
        fullName: `Log Actor ${index + 1}`,
        email: `log-actor-${index + 1}@bench.loupe`,
        passwordHash,
      })),
    ]);
    const session = new pg.Client({ connectionString: url });
    await session.connect();
    console.log(
      `PostgreSQL: seeding 10,000 diamonds (for the write cost) and ${total.toLocaleString("en-US")} log entries…`,
    );
    const started = performance.now();
    await seedDiamonds(session, 10_000, { log: () => {} });
    const seed = await seedActivityLog(session, total, actorIds, { log, maintenanceWorkMem: "256MB" });
    const diamondIds = (
      (await session.query("SELECT id FROM diamonds LIMIT 500")).rows as { id: string }[]
    ).map((row) => row.id);
    await session.end();
    console.log(`PostgreSQL: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const server = await startServer({ LOG_LEVEL: "error", DATABASE_URL: url }, { credentials });
    try {
      const cookie = await signInAs(server.baseURL, credentials);
      const report: ActivityLogReport = {
        scenarios: await measureActivityLogReads(server, cookie, seed, { requests, connections: 2 }),
        service: await measureServiceReads(handle.db, seed),
        writes: await measureWriteCost(handle.db, diamondIds),
      };
      printActivityLogReport(seed, report);
    } finally {
      await server.stop();
    }
  });
}
