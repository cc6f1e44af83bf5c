import { z } from "zod";

export const uploadLimits = { maxBytes: 500 * 1_048_576 } as const;

// Logos and background images: raster formats only (an SVG can carry script).
export const imageUploadLimits = {
  maxBytes: 5 * 1_048_576,
  contentTypes: ["image/png", "image/jpeg", "image/webp", "image/gif"],
} as const;
export const imageTooLarge = "The image is larger than 5 MB.";
export const notAnImage = "Only PNG, JPEG, WebP or GIF images can be uploaded.";

// Certificate videos (spec 000 §2): mp4 only; the stored name always ends in '.mp4'.
export const videoUploadLimits = {
  maxBytes: 500 * 1_048_576,
  contentType: "video/mp4",
  extension: ".mp4",
} as const;
export const notAnMp4 = "Only .mp4 videos can be uploaded.";
export const videoTooLarge = "The video is larger than 500 MB.";

export function isMp4Upload(fileName: string, mimeType: string): boolean {
  return (
    mimeType === videoUploadLimits.contentType || fileName.toLowerCase().endsWith(videoUploadLimits.extension)
  );
}

export function withVideoExtension(fileName: string): string {
  return fileName.toLowerCase().endsWith(videoUploadLimits.extension)
    ? fileName
    : `${fileName}${videoUploadLimits.extension}`;
}

export const storedFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  url: z.string(),
});

export type StoredFile = z.infer<typeof storedFileSchema>;

// The type an image really is, from its first bytes; the browser's claimed type is not trusted.
export function detectImageType(bytes: Uint8Array): (typeof imageUploadLimits.contentTypes)[number] | null {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (starts(0x47, 0x49, 0x46, 0x38)) return "image/gif";
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  return null;
}
