import { createHash } from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import type { Readable } from "node:stream";
import { Header, Pack, ReadEntry } from "tar";

// One gzip tar written entry by entry, each streamed from its source (a stored file is never held
// in memory whole), to `<file>.partial`, renamed to `file` only when complete: a failed backup
// leaves no archive that looks whole.
export class ArchiveWriter {
  readonly #pack = new Pack({ gzip: true, portable: true });
  readonly #output: fs.WriteStream;
  readonly #failed: Promise<never>;
  readonly #partialPath: string;

  constructor(readonly file: string) {
    this.#partialPath = `${file}.partial`;
    this.#output = fs.createWriteStream(this.#partialPath, { flags: "wx", mode: 0o600 });
    this.#failed = new Promise<never>((_, reject) => {
      this.#pack.on("error", reject);
      this.#output.on("error", reject);
    });
    // A failure is read through #failed by whoever waits next; none unhandled meanwhile.
    this.#failed.catch(() => {});
    this.#pack.pipe(this.#output);
  }

  // Adds `size` bytes from `source` under `name`; their sha256. Fails when the source has more or
  // fewer bytes than announced (the tar header already said how many).
  async add(name: string, size: number, source: Readable | Buffer): Promise<string> {
    const entry = new ReadEntry(
      new Header({ path: name, type: "File", size, mode: 0o600, mtime: new Date() }),
    );
    this.#pack.add(entry);
    const hash = createHash("sha256");
    let written = 0;
    const chunks = Buffer.isBuffer(source) ? [source] : source;
    for await (const chunk of chunks as AsyncIterable<Buffer>) {
      written += chunk.length;
      if (written > size) throw new Error(`${name} grew while it was read (more than ${size} bytes)`);
      hash.update(chunk);
      if (!entry.write(chunk)) await Promise.race([once(entry, "drain"), this.#failed]);
    }
    if (written !== size) throw new Error(`${name} has ${written} bytes, not the ${size} announced`);
    entry.end();
    return hash.digest("hex");
  }

  async finish(): Promise<void> {
    this.#pack.end();
    await Promise.race([once(this.#output, "close"), this.#failed]);
    fs.renameSync(this.#partialPath, this.file);
  }

  abandon(): void {
    this.#pack.destroy?.();
    this.#output.destroy();
    fs.rmSync(this.#partialPath, { force: true });
  }
}
