import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
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
        const dump = await dumpEmbeddedDatabase(database.pglite);
        response.writeHead(200, {
          "content-type": "application/gzip",
          "content-length": dump.size,
          [migrationLevelHeader]: String(level),
        });
        await pipeline(Readable.fromWeb(dump.stream() as WebReadableStream), response);
        log.info({ bytes: dump.size }, "database dump sent for a backup");
      } catch (error) {
        log.error({ err: error }, "database dump for a backup failed");
        if (!response.headersSent) response.writeHead(500, { "content-type": "text/plain" });
        response.end(String(error));
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

// The client side, for the backup CLI: the dump written to `file`, its size and the migration level.
export async function fetchDumpFromServer(
  dataDirectory: string,
  file: string,
): Promise<{ size: number; level: number }> {
  const socketPath = backupChannelPath(dataDirectory);
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = http.get({ socketPath, path: "/database-dump" }, resolve);
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
  if (response.statusCode !== 200) {
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    throw new Error(
      `The running server could not dump the database: ${Buffer.concat(chunks).toString("utf8")}`,
    );
  }
  const level = Number(response.headers[migrationLevelHeader]);
  await pipeline(response, fs.createWriteStream(file, { mode: 0o600 }));
  const size = fs.statSync(file).size;
  if (size !== Number(response.headers["content-length"])) {
    throw new Error("The running server's database dump was cut short; run the backup again.");
  }
  return { size, level };
}
