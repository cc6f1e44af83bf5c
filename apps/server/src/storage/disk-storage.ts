import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { type Storage, StorageObjectMissing } from "./storage";
import { checkByteRange, checkStorageKey, checkStoragePrefix } from "./storage-checks";

// Objects are files under `root`, a key's segments its folders. A write goes to `.incoming/` (a
// name no key can have), is flushed to the disk and then renamed into place, so a file under its
// key is always whole. A write cut by a crash of the process leaves a file in `.incoming/` only.

const incomingFolder = ".incoming";

const isMissing = (error: unknown) =>
  error instanceof Error &&
  "code" in error &&
  (error.code === "ENOENT" || error.code === "ENOTDIR" || error.code === "EISDIR");

const byKeyBytes = (a: { key: string }, b: { key: string }) =>
  Buffer.compare(Buffer.from(a.key), Buffer.from(b.key));

export function createDiskStorage(root: string): Storage {
  const base = path.resolve(root);
  const incoming = path.join(base, incomingFolder);
  const pathOf = (key: string) => path.join(base, ...checkStorageKey(key).split("/"));

  // An open file and its size; the read goes on from this file even if the key is written again.
  async function open(key: string) {
    const file = pathOf(key);
    const handle = await fs.promises.open(file, "r").catch((error: unknown) => {
      throw isMissing(error) ? new StorageObjectMissing(key) : error;
    });
    const stats = await handle.stat();
    if (stats.isFile()) return { handle, size: stats.size };
    await handle.close();
    throw new StorageObjectMissing(key);
  }

  // The keys under `folder` ('' or ending in '/') that start with `prefix`, in byte order: a
  // folder sorts as its name plus '/', as every key inside it does.
  async function* walk(folder: string, prefix: string): AsyncGenerator<string> {
    const entries = await fs.promises
      .readdir(path.join(base, ...folder.split("/").filter(Boolean)), { withFileTypes: true })
      .catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
    const named = entries
      .filter((entry) => !entry.name.startsWith(".") && (entry.isFile() || entry.isDirectory()))
      .map((entry) => ({
        key: `${folder}${entry.name}${entry.isDirectory() ? "/" : ""}`,
        folder: entry.isDirectory(),
      }))
      .sort(byKeyBytes);
    for (const { key, folder: isFolder } of named) {
      if (!isFolder) {
        if (key.startsWith(prefix)) yield key;
      } else if (key.startsWith(prefix) || prefix.startsWith(key)) {
        yield* walk(key, prefix);
      }
    }
  }

  return {
    async put(key, content) {
      const target = pathOf(key);
      await fs.promises.mkdir(incoming, { recursive: true });
      const partial = path.join(incoming, randomUUID());
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
      try {
        await pipeline(source, counter, fs.createWriteStream(partial, { flags: "wx", flush: true }));
        await fs.promises.mkdir(path.dirname(target), { recursive: true });
        await fs.promises.rename(partial, target);
      } catch (error) {
        await fs.promises.rm(partial, { force: true });
        throw error;
      }
      return { size };
    },
    async read(key) {
      const { handle } = await open(key);
      return handle.createReadStream();
    },
    async readRange(key, range) {
      checkByteRange(range);
      const { handle, size } = await open(key);
      if (range.start >= size) {
        await handle.close();
        throw new RangeError(`Byte ${range.start} is past the end of ${key} (${size} bytes)`);
      }
      return handle.createReadStream({ start: range.start, end: Math.min(range.end, size - 1) });
    },
    async stat(key) {
      const stats = await fs.promises.stat(pathOf(key)).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      return stats?.isFile() ? { size: stats.size } : null;
    },
    async *list(prefix) {
      checkStoragePrefix(prefix);
      yield* walk(prefix.slice(0, prefix.lastIndexOf("/") + 1), prefix);
    },
    async remove(key) {
      await fs.promises.unlink(pathOf(key)).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    },
  };
}
