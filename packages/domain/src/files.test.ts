import { describe, expect, it } from "vitest";
import { detectImageType } from "./files";

const bytes = (...values: number[]) => new Uint8Array(values);

describe("image detection", () => {
  it("recognises PNG, JPEG, GIF and WebP by their first bytes", () => {
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("image/png");
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
    expect(detectImageType(new TextEncoder().encode("GIF89a..."))).toBe("image/gif");
    expect(detectImageType(new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "))).toBe("image/webp");
  });

  it("refuses everything else, including SVG and files that only claim to be images", () => {
    expect(detectImageType(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(detectImageType(new TextEncoder().encode("%PDF-1.7"))).toBeNull();
    expect(detectImageType(bytes())).toBeNull();
    expect(detectImageType(new TextEncoder().encode("RIFF\0\0\0\0WAVE"))).toBeNull();
  });
});
