import { uuidv7 } from "uuidv7";

// What the set-based seeders share: deterministic "random" values from a row number, weighted
// picks as SQL, the bench's companies, and loading a table with its indexes and triggers off.

// pg.Client and PGlite both answer this; one session, so SET applies to the statements after it.
export type SqlSession = { query: (text: string) => Promise<{ rows: unknown[] }> };

export type BenchCompany = { id: string; name: string };
export type BenchCompanies = { clients: BenchCompany[]; customers: BenchCompany[] };

export const literal = (value: string | number) =>
  typeof value === "number" ? String(value) : `'${value.replace(/'/g, "''")}'`;

// A uniform fraction in [0, 1) from the bigint expression `of`, independent for each salt.
export const fractionOf = (of: string, salt: number) =>
  `((hashint8extended(${of}, ${salt}) & 4294967295)::float8 / 4294967296)`;
// The same from the row number i.
export const fraction = (salt: number) => fractionOf("i", salt);

// A weight table: each value with its relative weight, in order. The order places each value's
// share of [0, 1) (see weighted), so reordering a table changes the data.
export type Weights<T extends string | number = string | number> = readonly (readonly [T, number])[];

// A weight table written as an object of the domain's option values, { Round: 40, Oval: 12 }: the
// keys are checked against T and kept in the order written (no option value is an integer, which
// an object would put first).
export const weights = <T extends string>(table: { readonly [K in T]?: number }): Weights<T> =>
  Object.entries(table) as [T, number][];

// The same for template ids, { 1: 15, 2: 10 }: an object lists integer keys in ascending order,
// so a table by id is read from the lowest id up.
export const weightsById = <T extends number>(table: { readonly [K in T]?: number }): Weights<T> =>
  Object.entries(table).map(([id, weight]) => [Number(id) as T, weight as number] as const);

export function weighted(r: string, weights: Weights): string {
  const sum = weights.reduce((total, [, weight]) => total + weight, 0);
  let running = 0;
  const branches = weights.slice(0, -1).map(([value, weight]) => {
    running += weight;
    return `WHEN ${r} < ${running / sum} THEN ${literal(value)}`;
  });
  const last = weights.at(-1)?.[0] ?? "";
  return `CASE ${branches.join(" ")} ELSE ${literal(last)} END`;
}

export const pick = (r: string, values: readonly string[]) =>
  `(ARRAY[${values.map(literal).join(",")}])[1 + floor(${r} * ${values.length})::int]`;

// A UUIDv7 whose time is the bigint expression `ms` (PostgreSQL 15 has no uuidv7()); `h` is an md5
// text and `i` the row number, for the random bits.
export const uuidv7Sql = (ms: string, h: string, i: string) =>
  `(lpad(to_hex(${ms}), 12, '0') || '7' || substr(${h}, 1, 3) || substr('89ab', 1 + (${i} % 4)::int, 1)
    || substr(${h}, 4, 15))::uuid`;

// A company id array literal, for picking one by index in SQL.
export const idArray = (companies: BenchCompany[]) =>
  `'{${companies.map((company) => company.id).join(",")}}'::uuid[]`;

// A record's client and customer ids as SQL: 95 % have a client, skewed to the first ones, 30 % a
// customer, spread evenly. `r` draws a fraction for a salt; this takes four, from `salt` up.
export function companyIdsSql(companies: BenchCompanies, r: (salt: number) => string, salt: number) {
  const { clients, customers } = companies;
  return {
    clientId: `CASE WHEN ${r(salt)} < 0.95 THEN (${idArray(clients)})[1 + floor(power(${r(salt + 1)}, 2) * ${clients.length})::int] END`,
    customerId: `CASE WHEN ${r(salt + 2)} < 0.3 THEN (${idArray(customers)})[1 + floor(${r(salt + 3)} * ${customers.length})::int] END`,
  };
}

// Clients skewed (the first has about 14 %, the worst case for its filter's total), customers even.
export function benchCompanies(clients: number, customers: number, prefix = "Bench"): BenchCompanies {
  const named = (kind: string, count: number) =>
    Array.from({ length: count }, (_, index) => ({
      id: uuidv7(),
      name: `${prefix} ${kind} ${String(index + 1).padStart(2, "0")}`,
    }));
  return { clients: named("Client", clients), customers: named("Customer", customers) };
}

export async function insertCompanies(session: SqlSession, companies: BenchCompanies) {
  const rows = [
    ...companies.clients.map((company) => ({ ...company, kind: "client" })),
    ...companies.customers.map((company) => ({ ...company, kind: "customer" })),
  ];
  if (rows.length === 0) return;
  const values = rows.map(
    (company) =>
      `(${literal(company.id)}::uuid, ${literal(company.kind)}, ${literal(company.name)}, ${literal(
        `orders@${company.name.toLowerCase().replace(/\W+/g, "-")}.bench`,
      )})`,
  );
  await session.query(`INSERT INTO companies (id, kind, name, email) VALUES ${values.join(",\n")}`);
}

export type LoadOptions = {
  // Rows per INSERT; progress is printed after each.
  chunk?: number;
  log?: (line: string) => void;
  // PostgreSQL only: more memory for the index builds at the end.
  maintenanceWorkMem?: string;
};

// Loads `total` rows into `table` a chunk at a time. Building the secondary indexes once at the
// end is several times faster than maintaining them row by row (the GIN trigram indexes above
// all); their definitions are put back verbatim. The indexes of constraints (a primary key, whatever
// its name after a table's rename) stay. Row triggers and foreign-key checks are skipped
// (replica mode needs a superuser; without one the load simply runs with them): every reference
// is to a company the seeder inserted, and the caller rebuilds what the triggers keep.
export async function loadWithoutIndexes(
  session: SqlSession,
  table: string,
  total: number,
  insertChunk: (from: number, to: number) => string,
  options: LoadOptions = {},
): Promise<void> {
  const chunk = options.chunk ?? 100_000;
  const log = options.log ?? (() => {});
  const { rows } = await session.query(
    `SELECT indexname, indexdef FROM pg_indexes
     WHERE schemaname = current_schema() AND tablename = ${literal(table)}
       AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = ${literal(table)}::regclass)`,
  );
  const indexes = rows as { indexname: string; indexdef: string }[];
  for (const index of indexes) await session.query(`DROP INDEX "${index.indexname}"`);
  const skipChecks = await session.query("SET session_replication_role = replica").then(
    () => true,
    () => false,
  );
  try {
    const started = performance.now();
    for (let from = 0; from < total; from += chunk) {
      const to = Math.min(from + chunk, total) - 1;
      await session.query(insertChunk(from, to));
      const seconds = (performance.now() - started) / 1000;
      log(
        `  ${(to + 1).toLocaleString("en-US")} / ${total.toLocaleString("en-US")} ${table} (${seconds.toFixed(1)} s)`,
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
  log(
    `  ${indexes.length} ${table} indexes rebuilt (${((performance.now() - indexing) / 1000).toFixed(1)} s)`,
  );
}

export async function timed(log: (line: string) => void, label: string, work: () => Promise<unknown>) {
  const started = performance.now();
  await work();
  log(`  ${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

// After a load with triggers off (replica mode): what the triggers keep, made once from the rows
// (the type's kept counts, the certificate number registry of migration 0005, filled the way its
// attach function backfills), then fresh planner statistics and a visibility map, so index-only
// scans skip the heap.
export async function finishCertificateLoad(
  session: SqlSession,
  log: (line: string) => void,
  load: { table: string; kind: string; countsRebuild: readonly string[]; analyze: readonly string[] },
) {
  for (const rebuild of load.countsRebuild)
    await timed(log, `${rebuild} done`, () => session.query(`SELECT ${rebuild}()`));
  await timed(log, "certificate_numbers filled", () =>
    session.query(
      `INSERT INTO certificate_numbers (number, kind, record_id)
       SELECT upper(certificate_number), '${load.kind}', id FROM ${load.table} WHERE certificate_number <> ''
       ON CONFLICT DO NOTHING`,
    ),
  );
  await timed(log, "VACUUM ANALYZE", async () => {
    for (const table of [load.table, "companies", ...load.analyze, "certificate_numbers"])
      await session.query(`VACUUM ANALYZE ${table}`);
  });
  // The load's gigabyte of changed pages is written out now, not by a checkpoint in the middle of
  // the measuring (a database in use is not digesting a million-row load).
  await timed(log, "CHECKPOINT", () => session.query("CHECKPOINT"));
}

// Every certificate seeder's frame: rows spread evenly over three years ending now, 50 clients
// and 20 customers (inserted here unless another seeder's are passed in).
export const threeYearsMs = 3 * 365 * 24 * 3_600_000;

export type CertificateSeedOptions = LoadOptions & {
  // Companies already inserted (another seeder's) to use instead of inserting the bench's own.
  companies?: BenchCompanies;
};

export type CertificateSeed = {
  total: number;
  // Oldest and newest `created`.
  oldest: Date;
  newest: Date;
  clients: BenchCompany[];
  customers: BenchCompany[];
  // The client with the most records (about 14 %), the worst case for its filter's total.
  largestClientId: string;
};

export async function startCertificateSeed(
  session: SqlSession,
  total: number,
  options: CertificateSeedOptions,
  companyPrefix?: string,
): Promise<{ seed: CertificateSeed; oldestMs: number; log: (line: string) => void }> {
  const newestMs = Date.now();
  const oldestMs = newestMs - threeYearsMs;
  const companies = options.companies ?? benchCompanies(50, 20, companyPrefix);
  if (!options.companies) await insertCompanies(session, companies);
  const seed = {
    total,
    oldest: new Date(oldestMs),
    newest: new Date(newestMs),
    clients: companies.clients,
    customers: companies.customers,
    largestClientId: companies.clients[0]?.id ?? "",
  };
  return { seed, oldestMs, log: options.log ?? (() => {}) };
}

// One chunk of a seeded table: rows numbered from..to (inclusive), `created` step ms apart from
// oldestMs, with the seed's companies.
export type SeedChunk = { from: number; to: number; step: number; oldestMs: number; seed: CertificateSeed };

export type CertificateTable = Parameters<typeof finishCertificateLoad>[2] & {
  companyPrefix?: string;
  insertChunk: (chunk: SeedChunk) => string;
};

export type CertificateSeeder<S extends CertificateSeed = CertificateSeed> = (
  session: SqlSession,
  total: number,
  options?: CertificateSeedOptions,
) => Promise<S>;

// The seeder of a certificate table, which seeds it whole: its companies, its rows loaded without
// indexes, chunk by chunk (`insertChunk` writes one chunk's INSERT), then its kept counts and the
// number registry.
export const certificateSeeder =
  (table: CertificateTable): CertificateSeeder =>
  async (session, total, options = {}) => {
    const { seed, oldestMs, log } = await startCertificateSeed(session, total, options, table.companyPrefix);
    if (total <= 0) return seed;
    await loadWithoutIndexes(
      session,
      table.table,
      total,
      (from, to) => table.insertChunk({ from, to, step: threeYearsMs / total, oldestMs, seed }),
      options,
    );
    await finishCertificateLoad(session, log, table);
    return seed;
  };
