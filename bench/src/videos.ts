import { hashPassword } from "@loupe/server/auth/password";
import { administrators } from "@loupe/server/db/schema";
import { startServer } from "@loupe/server/testing/spawn-server";
import pg from "pg";
import { uuidv7 } from "uuidv7";
import { getJson, measureScenarios, printScenarios, query } from "./api-measure";
import { withBenchDatabase } from "./bench-database";
import { benchCompanies, insertCompanies } from "./seed-sql";
import { seedVideos } from "./seed-videos";
import { signInAs } from "./sign-in";

// BENCH_ONLY=videos npm run bench: the digital certificate videos table on PostgreSQL (issue 24's
// proof: each sort's first page with its total, a name search, a client, a date range; p99 ≤ 10
// ms), in a database of its own (loupe_bench_videos_<pid>, dropped afterwards). BENCH_VIDEOS
// [1,000,000] videos across 40 clients.

const targetMs = 10;
const credentials = { email: "bench-videos@bench.loupe", password: "benchmark password" };

export type VideoBenchOptions = { total: number; requests: number; connections: number };

export async function benchVideos(postgresUrl: string, options: VideoBenchOptions) {
  const log = (line: string) => console.log(line);
  await withBenchDatabase(postgresUrl, "videos", async ({ url, handle }) => {
    await handle.db.insert(administrators).values({
      id: uuidv7(),
      fullName: "Video Reader",
      email: credentials.email,
      passwordHash: await hashPassword(credentials.password),
    });
    const companies = benchCompanies(40, 0);
    const session = new pg.Client({ connectionString: url });
    await session.connect();
    console.log(`PostgreSQL: seeding ${options.total.toLocaleString("en-US")} digital certificate videos…`);
    const started = performance.now();
    try {
      await insertCompanies(session, companies);
      await seedVideos(session, options.total, companies, { log, maintenanceWorkMem: "256MB" });
    } finally {
      await session.end();
    }
    console.log(`PostgreSQL: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const server = await startServer({ LOG_LEVEL: "error", DATABASE_URL: url }, { credentials });
    try {
      const cookie = await signInAs(server.baseURL, credentials);
      const api = `${server.baseURL}/api/certificate-videos`;
      const list = (parameters: Record<string, string>) => `${api}?${query(parameters)}`;
      const oldest = await getJson<{ items: { created: string }[] }>(
        list({ sort: "created:asc", limit: "1" }),
        cookie,
      );
      const from = oldest.items[0]?.created ?? new Date(0).toISOString();
      const monthLater = new Date(Date.parse(from) + 31 * 86_400_000).toISOString();
      const biggest = companies.clients[0]?.id ?? "";
      const smallest = companies.clients.at(-1)?.id ?? "";
      const results = await measureScenarios(
        [
          ["first page (100) with its total", list({})],
          ["first page, 500 a page", list({ limit: "500" })],
          ["sort updated:desc", list({ sort: "updated:desc" })],
          ["sort name:asc", list({ sort: "name:asc" })],
          ["sort client:asc", list({ sort: "client:asc" })],
          ["sort client:desc", list({ sort: "client:desc" })],
          ["name search 'LG10123'", list({ search: "LG10123" })],
          ["name search 'ORD4115'", list({ search: "ORD4115" })],
          ["largest client (~14 %)", list({ clientId: biggest })],
          ["smallest client, sort name", list({ clientId: smallest, sort: "name:asc" })],
          ["one month", list({ createdFrom: from, createdTo: monthLater })],
          [
            "one month, largest client",
            list({ createdFrom: from, createdTo: monthLater, clientId: biggest }),
          ],
        ],
        cookie,
        options,
      );
      console.log(
        `\nPostgreSQL — digital certificate videos: ${options.total.toLocaleString("en-US")} across ` +
          `${companies.clients.length} clients; ${options.connections} connections, ${options.requests} requests ` +
          `each; ! marks p99 > ${targetMs} ms`,
      );
      printScenarios(results, targetMs);
    } finally {
      await server.stop();
    }
  });
}
