import pg from "pg";

// The PostgreSQL server the tests run against (TEST_DATABASE_URL), for work outside a test's own
// database: creating and dropping databases, or looking into one a spawned server uses.

function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is needed for the postgres test run");
  return url;
}

// The address of the database `name` on that server.
export function postgresUrlOf(name: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

// Runs one statement on its own connection, to the server's default database or to `database`.
export async function onPostgres<Row = unknown>(
  statement: string,
  options: { database?: string; params?: unknown[] } = {},
): Promise<Row[]> {
  const connectionString = options.database ? postgresUrlOf(options.database) : serverUrl();
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query(statement, options.params)).rows as Row[];
  } finally {
    await client.end();
  }
}
