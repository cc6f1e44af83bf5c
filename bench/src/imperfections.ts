import { hashPassword } from "@loupe/server/auth/password";
import { administrators } from "@loupe/server/db/schema";
import { startServer } from "@loupe/server/testing/spawn-server";
import pg from "pg";
import { uuidv7 } from "uuidv7";
import { getJson, measureScenarios, printScenarios, query } from "./api-measure";
import { type BenchDatabase, withBenchDatabase } from "./bench-database";
import { seedDiamonds } from "./seed-diamonds";
import { type ImperfectionSeed, seedImperfections } from "./seed-imperfections";
import { signInAs } from "./sign-in";

// BENCH_ONLY=imperfections npm run bench: imperfection maps on PostgreSQL (issue 22's proof: a
// user's first page with totals and a filtered page, p99 ≤ 10 ms), in a database of its own
// (loupe_bench_maps_<pid>, dropped afterwards). BENCH_IMPERFECTIONS [1,000,000] maps across
// BENCH_IMPERFECTION_USERS [200] users; the signed-in user is one of them.

const targetMs = 10;
const credentials = { email: "bench-maps@bench.loupe", password: "benchmark password" };

export type ImperfectionBenchOptions = {
  total: number;
  users: number;
  requests: number;
  connections: number;
};

async function seedUsers(handle: BenchDatabase["handle"], users: number) {
  const passwordHash = await hashPassword(credentials.password);
  const ids = Array.from({ length: Math.max(1, users) }, () => uuidv7());
  await handle.db.insert(administrators).values(
    ids.map((id, index) => ({
      id,
      fullName: index === 0 ? "Map Reader" : `Map Plotter ${index}`,
      email: index === 0 ? credentials.email : `map-plotter-${index}@bench.loupe`,
      passwordHash,
    })),
  );
  return ids;
}

export async function benchImperfections(postgresUrl: string, options: ImperfectionBenchOptions) {
  const log = (line: string) => console.log(line);
  await withBenchDatabase(postgresUrl, "maps", async ({ url, handle }) => {
    const owners = await seedUsers(handle, options.users);
    const session = new pg.Client({ connectionString: url });
    await session.connect();
    const connected = Math.min(10_000, Math.floor((0.3 * options.total) / owners.length));
    console.log(
      `PostgreSQL: seeding ${connected.toLocaleString("en-US")} diamonds and ` +
        `${options.total.toLocaleString("en-US")} imperfection maps…`,
    );
    const started = performance.now();
    let seed: ImperfectionSeed;
    try {
      await seedDiamonds(session, Math.max(connected, 1), { log: () => {} });
      seed = await seedImperfections(session, options.total, owners, {
        log,
        connected,
        maintenanceWorkMem: "256MB",
      });
    } finally {
      await session.end();
    }
    console.log(`PostgreSQL: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const server = await startServer({ LOG_LEVEL: "error", DATABASE_URL: url }, { credentials });
    try {
      const cookie = await signInAs(server.baseURL, credentials);
      const api = `${server.baseURL}/api/imperfections`;
      const list = (parameters: Record<string, string>) => `${api}?${query(parameters)}`;
      const oldest = await getJson<{ items: { created: string }[] }>(
        list({ sort: "created:asc", limit: "1" }),
        cookie,
      );
      const from = oldest.items[0]?.created ?? new Date(0).toISOString();
      const monthLater = new Date(Date.parse(from) + 31 * 86_400_000).toISOString();
      const results = await measureScenarios(
        [
          ["first page (250) with its total", list({})],
          ["the user's totals", `${api}/totals`],
          ["name search 'client 17'", list({ search: "client 17" })],
          ["shapes Round, Oval + imperfection cloud", list({ shapes: "Round,Oval", imperfections: "cloud" })],
          ["imperfections feather, knot", list({ imperfections: "feather,knot" })],
          ["completed (status=done)", list({ status: "done" })],
          ["one month, drafts", list({ createdFrom: from, createdTo: monthLater, status: "draft" })],
        ],
        cookie,
        options,
      );
      console.log(
        `\nPostgreSQL — imperfection maps: ${seed.total.toLocaleString("en-US")} across ${seed.owners} users ` +
          `(${seed.perOwner.toLocaleString("en-US")} the user's, ${seed.connected} connected); ` +
          `${options.connections} connections, ${options.requests} requests each; ! marks p99 > ${targetMs} ms`,
      );
      printScenarios(results, targetMs);
    } finally {
      await server.stop();
    }
  });
}
