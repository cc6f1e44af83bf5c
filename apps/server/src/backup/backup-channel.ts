import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { Logger } from "pino";
import type { Database } from "../db/client";
import { migrationLevel } from "./migration-level";

// How `npm run backup` reaches the embedded database while the server holds its lock (decision
// 0028): the server answers on a unix socket inside the data directory, in a folder only the
// directory's owner may enter (0700), so only a process of that user reaches it. No network port,
// no password.

export const backupChannelPath = (dataDirectory: string) =>
  path.join(dataDirectory, "control", "backup.sock");
export const migrationLevelHeader = "x-loupe-migration-level";

// The data directory's dump, gzip tar (PGlite's own format for loadDataDir), taken between
// transactions: holding PGlite's transaction lock, no transaction is open while the files are
// read, and every request waits meanwhile (about 2 s for a 32 MB database).
export async function dumpEmbeddedDatabase(pglite: PGlite): Promise<Blob> {
  await pglite.query("CHECKPOINT");
  return pglite._runExclusiveTransaction(() => pglite.dumpDataDir("gzip"));
}

export async function openBackupChannel(
  dataDirectory: string,
  database: { db: Database; pglite: PGlite },
  log: Logger,
): Promise<{ close: () => Promise<void> }> {
  const socketPath = backupChannelPath(dataDirectory);
  fs.mkdirSync(path.dirname(socketPath), { recursive: true, mode: 0o700 });
  fs.chmodSync(path.dirname(socketPath), 0o700);
  // The data-directory lock is ours, so a socket left here is a dead server's.
  fs.rmSync(socketPath, { force: true });
  const server = http.createServer((request, response) => {
    if (request.method !== "GET" || request.url !== "/database-dump") {
      response.writeHead(404).end();
      return;
    }
    void (async () => {
      try {
        const level = await migrationLevel(database.db);
        const dump = Buffer.from(await (await dumpEmbeddedDatabase(database.pglite)).arrayBuffer());
        log.info({ bytes: dump.length }, "database dump sent for a backup");
        response.writeHead(200, {
          "content-type": "application/gzip",
          "content-length": dump.length,
          [migrationLevelHeader]: String(level),
        });
        response.end(dump);
      } catch (error) {
        log.error({ err: error }, "database dump for a backup failed");
        response.writeHead(500, { "content-type": "text/plain" }).end(String(error));
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

// The client side, for the backup CLI: the dump and the migration level, from the running server.
export async function fetchDumpFromServer(dataDirectory: string): Promise<{ dump: Buffer; level: number }> {
  const socketPath = backupChannelPath(dataDirectory);
  return new Promise((resolve, reject) => {
    const request = http.get({ socketPath, path: "/database-dump" }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const body = Buffer.concat(chunks);
        if (response.statusCode !== 200) {
          reject(new Error(`The running server could not dump the database: ${body.toString("utf8")}`));
          return;
        }
        const level = Number(response.headers[migrationLevelHeader]);
        resolve({ dump: body, level });
      });
    });
    request.on("error", (error: NodeJS.ErrnoException) => {
      reject(
        new Error(
          `A Loupe server holds the embedded database in ${dataDirectory}, but its backup channel ` +
            `(${socketPath}) does not answer (${error.code ?? error.message}). Run the backup as the ` +
            "user the server runs as, or stop the server and run it again.",
        ),
      );
    });
  });
}
