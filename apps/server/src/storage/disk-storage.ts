import fs from "node:fs";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Storage } from "./storage";

export function createDiskStorage(root: string): Storage {
  const resolve = (key: string) => {
    const target = path.resolve(root, key);
    if (!target.startsWith(path.resolve(root) + path.sep))
      throw new Error(`Storage key escapes the root: ${key}`);
    return target;
  };
  return {
    async put(key, content) {
      const target = resolve(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
      const partial = `${target}.partial`;
      try {
        await pipeline(source, counter, fs.createWriteStream(partial));
        await fs.promises.rename(partial, target);
      } catch (error) {
        await fs.promises.rm(partial, { force: true });
        throw error;
      }
      return { size };
    },
    async read(key) {
      const target = resolve(key);
      await fs.promises.access(target);
      return fs.createReadStream(target);
    },
    async readRange(key, range) {
      const target = resolve(key);
      await fs.promises.access(target);
      return fs.createReadStream(target, { start: range.start, end: range.end });
    },
    async remove(key) {
      await fs.promises.rm(resolve(key), { force: true });
    },
  };
}
