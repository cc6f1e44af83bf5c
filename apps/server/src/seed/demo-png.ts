import { crc32, deflateSync } from "node:zlib";

// A small proportions drawing for the demo maps, made here rather than shipped: a round
// brilliant's profile (table, crown, girdle, pavilion to the culet) in grey on white, as a PNG.
const width = 240;
const height = 160;
const outline: [number, number][] = [
  [80, 30],
  [160, 30],
  [210, 62],
  [210, 68],
  [120, 140],
  [30, 68],
  [30, 62],
  [80, 30],
];

function drawLine(pixels: Uint8Array, [x0, y0]: [number, number], [x1, y1]: [number, number]) {
  const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0));
  for (let step = 0; step <= steps; step++) {
    const x = Math.round(x0 + ((x1 - x0) * step) / steps);
    const y = Math.round(y0 + ((y1 - y0) * step) / steps);
    pixels[y * width + x] = 90;
  }
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, checksum]);
}

export function demoProportionsPng(): Buffer {
  const pixels = new Uint8Array(width * height).fill(255);
  for (let index = 1; index < outline.length; index++)
    drawLine(pixels, outline[index - 1] as [number, number], outline[index] as [number, number]);
  drawLine(pixels, [30, 65], [210, 65]);
  // Each row starts with its filter type (0: none); 8-bit greyscale.
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) rows.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
