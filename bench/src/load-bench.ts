import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { diamondPublicPath, diamondSaveSchema } from "@loupe/domain/diamonds/diamond";
import { type RunningServer, startServer } from "@loupe/server/testing/spawn-server";
import pg from "pg";
import { withHelloWorld } from "./baseline";
import { withBenchDatabase } from "./bench-database";
import { type MixKind, type MixKindResult, type MixTarget, runMix } from "./load-mix";
import { printMemory, sampleMemory } from "./memory-series";
import { benchCredentials, seedAdministrators } from "./seed-administrators";
import { seedDiamonds } from "./seed-diamonds";
import { signInAs } from "./sign-in";
import { printWaitEvents, sampleWaitEvents } from "./wait-events";

// Issue 26 item 5: two real servers on one PostgreSQL database of BENCH_LOAD_DIAMONDS diamonds, a
// mix of list, filter, detail, public certificate and save requests at 200 connections for
// BENCH_LOAD_SECONDS with each server's memory sampled, then the public certificate page and the
// session check alone against one server, read as ratios to the bare Fastify hello world measured
// the same way in the same run.

export type LoadBenchOptions = {
  diamonds: number;
  seconds: number;
  aloneSeconds: number;
  connections: number;
  // A folder for V8 CPU profiles of the two servers (--cpu-prof), written when they stop.
  cpuProfileDirectory: string | null;
};

const publicPoolSize = 5_000;
const savePoolSize = 2_000;
const ratioTarget = 0.5;

type PoolRow = { id: string; certificate_number: string; client_sku: string };

// Public diamonds spread over the whole table (a hash of the id orders them), and the first of them
// for saves: the saves' counter walks a pool far larger than the saves in flight, so two rarely
// meet on one diamond.
async function pools(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<PoolRow>(
      `SELECT id, certificate_number, client_sku FROM diamonds WHERE NOT newly_added
       ORDER BY hashtext(id::text) LIMIT $1`,
      [publicPoolSize],
    );
    const publicPaths = rows
      .map((row) =>
        diamondPublicPath({
          certificateNumber: row.certificate_number,
          clientSku: row.client_sku,
          newlyAdded: false,
        }),
      )
      .filter((each): each is string => each !== null);
    return { publicPaths, saveIds: rows.slice(0, savePoolSize).map((row) => row.id) };
  } finally {
    await client.end();
  }
}

type Editable = Record<string, unknown> & { version: number };
type Reference = { id: string } | null;

// What a save sends back: the record's saved fields as its detail (or the last save) answered
// them, its companies and video by id, and the version it was read at.
function saveBody(diamond: Editable): string {
  const fields = Object.fromEntries(Object.keys(diamondSaveSchema.shape).map((key) => [key, diamond[key]]));
  const id = (reference: unknown) => (reference as Reference)?.id ?? null;
  return JSON.stringify({
    ...fields,
    clientId: id(diamond.client),
    customerId: id(diamond.customer),
    certificateVideoFileId: id(diamond.certificateVideo),
    version: diamond.version,
  });
}

async function editableDiamonds(server: RunningServer, cookie: string, ids: string[]) {
  const editable = new Map<string, Editable>();
  for (const id of ids) {
    const response = await fetch(`${server.baseURL}/api/diamonds/${id}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`GET diamond ${id} answered ${response.status}`);
    editable.set(id, (await response.json()) as Editable);
  }
  return editable;
}

const cycle = <T>(items: readonly T[]) => {
  let index = 0;
  return () => items[index++ % items.length] as T;
};

function mixKinds(
  publicPaths: string[],
  editable: Map<string, Editable>,
  refresh: (id: string) => void,
  connections: number,
): MixKind[] {
  const nextPublic = cycle(publicPaths);
  const nextSave = cycle([...editable.keys()]);
  const nextDetail = cycle([...editable.keys()].reverse());
  const filters = ["templateId=3", "shape=Oval", "origin=Lab%20Grown", "imperfections=with", "search=LG1234"];
  const nextFilter = cycle(filters);
  const share = (part: number) => Math.max(2, Math.round((connections * part) / 20));
  const saves: MixKind = {
    name: "save (PUT with version)",
    connections: share(3),
    countedApart: 409,
    next: () => {
      const id = nextSave();
      return { method: "PUT", path: `/api/diamonds/${id}`, body: saveBody(editable.get(id) as Editable) };
    },
    onAnswer: (status, body, path) => {
      const id = path.split("/").at(-1) ?? "";
      if (status === 200) editable.set(id, (JSON.parse(body) as { diamond: Editable }).diamond);
      else if (status === 409) refresh(id);
    },
  };
  return [
    {
      name: "diamond list, first page",
      connections: share(3),
      next: () => ({ method: "GET", path: "/api/diamonds" }),
    },
    {
      name: "diamond list, filtered",
      connections: share(3),
      next: () => ({ method: "GET", path: `/api/diamonds?${nextFilter()}` }),
    },
    {
      name: "diamond detail",
      connections: share(4),
      next: () => ({ method: "GET", path: `/api/diamonds/${nextDetail()}` }),
    },
    {
      name: "public certificate page",
      connections: share(7),
      next: () => ({ method: "GET", path: nextPublic() }),
    },
    saves,
  ];
}

function printKinds(title: string, results: MixKindResult[]) {
  console.log(`\n${title}`);
  console.table(
    results.map((result) => ({
      kind: result.name,
      connections: result.connections,
      requests: result.requests,
      "req/s": result.requestsPerSecond,
      "p50 ms": result.p50,
      "p99 ms": result.p99,
      "409 (conflict)": result.apart,
      errors: result.errors,
      "of which timeouts": result.timeouts,
      statuses: JSON.stringify(result.statuses),
    })),
  );
}

async function seed(url: string, total: number) {
  const session = new pg.Client({ connectionString: url });
  await session.connect();
  const started = performance.now();
  console.log(`PostgreSQL: seeding ${total.toLocaleString("en-US")} diamonds…`);
  try {
    await seedDiamonds(session, total, { log: (line) => console.log(line), maintenanceWorkMem: "256MB" });
    await session.query("SELECT dashboard_counts_rebuild()");
  } finally {
    await session.end();
  }
  console.log(`PostgreSQL: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function startServers(url: string, options: LoadBenchOptions) {
  // They share a data directory, as servers behind one proxy share a volume (decision 0029).
  const dataDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "loupe-load-"));
  const environment = { LOG_LEVEL: "error", DATABASE_URL: url };
  const nodeArguments = options.cpuProfileDirectory
    ? ["--cpu-prof", `--cpu-prof-dir=${options.cpuProfileDirectory}`]
    : [];
  const start = () =>
    startServer(environment, { dataDirectory, credentials: benchCredentials, nodeArguments });
  const first = await start();
  const second = await start();
  return [first, second];
}

// The kind alone, against one target, at the same connections for `seconds`.
const alone = async (kind: Omit<MixKind, "connections">, target: MixTarget, options: LoadBenchOptions) =>
  (
    await runMix([{ ...kind, connections: options.connections }], [target], options.aloneSeconds)
  )[0] as MixKindResult;

// Recording a view made a no-op by a PostgreSQL rule (bench/src/recording-cost.ts): the same
// server and code, no row written, to read what the view's write costs under load.
async function withoutViews<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const rule = "bench_load_views_off";
  try {
    await client.query(`CREATE RULE ${rule} AS ON INSERT TO public_page_views DO INSTEAD NOTHING`);
    return await work();
  } finally {
    await client.query(`DROP RULE IF EXISTS ${rule} ON public_page_views`);
    await client.end();
  }
}

async function measureAlone(
  server: RunningServer,
  url: string,
  cookie: string,
  publicPaths: string[],
  options: LoadBenchOptions,
) {
  const target = { baseURL: server.baseURL, cookie };
  const helloWorld = await withHelloWorld((address) =>
    alone(
      { name: "bare Fastify hello world", next: () => ({ method: "GET", path: "/" }) },
      { baseURL: address, cookie: "" },
      options,
    ),
  );
  // First visits (no tag) as a browser sends them, brotli accepted; the tags they answer are kept
  // for the revalidations (a browser coming back: If-None-Match, 304 without the body).
  const etags = new Map<string, string>();
  const nextPublic = cycle(publicPaths);
  const accept = { "accept-encoding": "gzip, deflate, br" };
  const publicPage = await alone(
    {
      name: "public certificate page, first visits",
      next: () => ({ method: "GET", path: nextPublic(), headers: accept }),
      onAnswer: (_status, _body, path, headers) => {
        if (typeof headers.etag === "string") etags.set(path, headers.etag);
      },
    },
    target,
    options,
  );
  const tagged = [...etags];
  const nextTagged = cycle(tagged);
  const revalidations =
    tagged.length > 0
      ? await alone(
          {
            name: "public certificate page, revalidations",
            next: () => {
              const [path, etag] = nextTagged();
              return { method: "GET", path, headers: { ...accept, "if-none-match": etag } };
            },
          },
          target,
          options,
        )
      : null;
  const unrecorded = await withoutViews(url, () =>
    alone(
      {
        name: "public certificate page, first visits, views not recorded (rule)",
        next: () => ({ method: "GET", path: nextPublic(), headers: accept }),
      },
      target,
      options,
    ),
  );
  const session = await alone(
    { name: "session check", next: () => ({ method: "GET", path: "/api/auth/session" }) },
    target,
    options,
  );
  return {
    helloWorld,
    results: [publicPage, ...(revalidations ? [revalidations] : []), unrecorded, session],
  };
}

function printRatios(helloWorld: MixKindResult, results: MixKindResult[]) {
  printKinds("Alone, one server (hello world in its own process)", [helloWorld, ...results]);
  for (const result of results) {
    const ratio = result.requestsPerSecond / Math.max(1, helloWorld.requestsPerSecond);
    console.log(
      `  ${result.name}: ${result.requestsPerSecond} req/s = ${ratio.toFixed(2)} × hello world (target ≥ ${ratioTarget}: ${ratio >= ratioTarget ? "met" : "NOT met"})`,
    );
  }
}

export async function benchLoad(postgresUrl: string, options: LoadBenchOptions): Promise<void> {
  await withBenchDatabase(postgresUrl, "load", async ({ url, handle }) => {
    await seedAdministrators(handle.db, 0);
    await seed(url, options.diamonds);
    const servers = await startServers(url, options);
    const [first, second] = servers as [RunningServer, RunningServer];
    try {
      // One sign-in: the session is in the shared database, so both servers accept the cookie.
      const cookie = await signInAs(first.baseURL, {
        email: first.adminEmail,
        password: first.adminPassword,
      });
      const { publicPaths, saveIds } = await pools(url);
      const editable = await editableDiamonds(first, cookie, saveIds);
      let refreshes = 0;
      const refresh = (id: string) => {
        refreshes++;
        void editableDiamonds(first, cookie, [id]).then((fresh) => {
          const diamond = fresh.get(id);
          if (diamond) editable.set(id, diamond);
        });
      };
      const kinds = mixKinds(publicPaths, editable, refresh, options.connections);
      const targets = servers.map((server) => ({ baseURL: server.baseURL, cookie }));
      console.log(
        `\nMix: ${options.connections} connections for ${options.seconds} s, two servers, ` +
          `${options.diamonds.toLocaleString("en-US")} diamonds, ${publicPaths.length} public pages, ${saveIds.length} diamonds saved in turn`,
      );
      const memory = sampleMemory(
        servers.map((server, index) => ({ label: `server ${index + 1}`, pid: server.pid })),
      );
      const waits = await sampleWaitEvents(url);
      const mix = await runMix(kinds, targets, options.seconds);
      const series = memory.stop();
      const waited = await waits.stop();
      printKinds("Mix (both servers)", mix);
      const total = mix.reduce((sum, each) => sum + each.requests, 0);
      const perSecond = mix.reduce((sum, each) => sum + each.requestsPerSecond, 0);
      const errors = mix.reduce((sum, each) => sum + each.errors, 0);
      console.log(
        `  all kinds: ${total} requests, ${perSecond} req/s, errors ${errors} (must be 0), conflicts re-read ${refreshes}`,
      );
      printMemory(series);
      printWaitEvents(waited);
      // Stopped, not removed: the first server still uses the shared data directory.
      await second.kill("SIGTERM");
      const { helloWorld, results } = await measureAlone(first, url, cookie, publicPaths, options);
      printRatios(helloWorld, results);
    } finally {
      for (const server of servers) await server.stop();
      if (options.cpuProfileDirectory) console.log(`CPU profiles in ${options.cpuProfileDirectory}`);
    }
  });
}
