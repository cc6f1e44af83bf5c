import { spawn } from "node:child_process";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

// pg_dump and pg_restore, run with the connection's password in their environment (PGPASSWORD),
// never on their command line (which `ps` shows) nor in any message.

export type PostgresTarget = { dbnameArgument: string; environment: NodeJS.ProcessEnv; label: string };

export function postgresTarget(databaseUrl: string): PostgresTarget {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  const environment: NodeJS.ProcessEnv = { ...process.env };
  if (password) environment.PGPASSWORD = password;
  else delete environment.PGPASSWORD;
  return {
    dbnameArgument: `--dbname=${url.toString()}`,
    environment,
    label: `${url.hostname}:${url.port || "5432"}${url.pathname}`,
  };
}

export async function runTool(tool: string, args: string[], environment: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env: environment, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    let errors = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === "ENOENT"
            ? `${tool} was not found on the PATH (install the PostgreSQL client of the server's version)`
            : `${tool} could not run: ${error.message}`,
        ),
      ),
    );
    child.on("close", (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${tool} failed (exit ${code}):\n${errors.trim()}`));
    });
  });
}

export async function clientVersion(tool: string): Promise<{ text: string; major: number }> {
  const output = await runTool(tool, ["--version"], process.env);
  const match = output.match(/\(PostgreSQL\)\s+((\d+)[^\s]*)/);
  if (!match?.[1] || !match[2]) throw new Error(`Could not read the version of ${tool}: ${output.trim()}`);
  return { text: match[1], major: Number(match[2]) };
}

export async function serverMajorVersion(db: Database): Promise<number> {
  const result = (await db.execute(sql`show server_version_num`)) as unknown as {
    rows: { server_version_num: string }[];
  };
  return Math.floor(Number(result.rows[0]?.server_version_num) / 10_000);
}

// pg_dump refuses a newer server; pg_restore may not read a newer pg_dump's archive. Say so first,
// and what to install.
export async function requireClientVersion(tool: string, atLeast: number, of: string): Promise<string> {
  const version = await clientVersion(tool);
  if (version.major < atLeast) {
    throw new Error(
      `${tool} ${version.text} is older than ${of} (${atLeast}); install the PostgreSQL ${atLeast} client ` +
        `(or newer) and put its ${tool} first on the PATH.`,
    );
  }
  return version.text;
}
