import type { PassThrough } from "node:stream";
import zlib from "node:zlib";
import { roomIn } from "./backpressure";

// A .zip written as it goes (entries deflated in turn, each followed by a data descriptor, then
// the central directory), for .xlsx downloads that never sit whole in memory. No ZIP64: an entry
// over 4 GiB is refused, far beyond the largest export (1,000,000 diamonds is about 1.5 GB).

type Written = { name: Buffer; crc: number; compressed: number; size: number; offset: number };

const limit = 0xffffffff;
// 1980-01-01 00:00, the earliest time a zip can hold: downloads carry no meaningful file times.
const dosTime = 0;
const dosDate = (0 << 9) | (1 << 5) | 1;
// Bit 3: sizes and CRC follow the data; bit 11: names are UTF-8.
const flags = 0x0008 | 0x0800;

export class ZipStream {
  private offset = 0;
  private readonly entries: Written[] = [];

  constructor(private readonly output: PassThrough) {}

  private async write(chunk: Buffer): Promise<void> {
    this.offset += chunk.length;
    if (!this.output.write(chunk)) await roomIn(this.output);
  }

  async add(fileName: string, content: string | AsyncIterable<string>): Promise<void> {
    const name = Buffer.from(fileName, "utf8");
    const offset = this.offset;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(flags, 6);
    header.writeUInt16LE(8, 8);
    header.writeUInt16LE(dosTime, 10);
    header.writeUInt16LE(dosDate, 12);
    header.writeUInt16LE(name.length, 26);
    await this.write(Buffer.concat([header, name]));

    // Level 1: a third faster than the default for a file about a fifth larger.
    const deflater = zlib.createDeflateRaw({ level: 1 });
    let compressed = 0;
    const forwarded = (async () => {
      for await (const chunk of deflater as AsyncIterable<Buffer>) {
        compressed += chunk.length;
        await this.write(chunk);
      }
    })();
    let crc = 0;
    let size = 0;
    const pieces = typeof content === "string" ? [content] : content;
    try {
      for await (const piece of pieces) {
        if (this.output.destroyed) break;
        const bytes = Buffer.from(piece, "utf8");
        crc = zlib.crc32(bytes, crc);
        size += bytes.length;
        if (size > limit) throw new Error(`${fileName} is over 4 GiB, more than a .zip without ZIP64 holds`);
        if (!deflater.write(bytes)) await roomIn(deflater);
      }
    } finally {
      deflater.end();
      await forwarded;
    }

    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc >>> 0, 4);
    descriptor.writeUInt32LE(compressed, 8);
    descriptor.writeUInt32LE(size, 12);
    await this.write(descriptor);
    this.entries.push({ name, crc: crc >>> 0, compressed, size, offset });
  }

  async finish(): Promise<void> {
    const start = this.offset;
    for (const entry of this.entries) {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(20, 4);
      header.writeUInt16LE(20, 6);
      header.writeUInt16LE(flags, 8);
      header.writeUInt16LE(8, 10);
      header.writeUInt16LE(dosTime, 12);
      header.writeUInt16LE(dosDate, 14);
      header.writeUInt32LE(entry.crc, 16);
      header.writeUInt32LE(entry.compressed, 20);
      header.writeUInt32LE(entry.size, 24);
      header.writeUInt16LE(entry.name.length, 28);
      header.writeUInt32LE(entry.offset, 42);
      await this.write(Buffer.concat([header, entry.name]));
    }
    if (this.offset > limit) throw new Error("The .zip is over 4 GiB, more than it can hold without ZIP64");
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.write(end);
    this.output.end();
  }
}
