import { z } from "zod";

// What an upload is for. Each purpose accepts only the types it needs, decided from the bytes:
// the browser's declared type and the file name are never trusted alone.
// Where a stored file is served (inert: docs/decisions/0005).
export const fileUrl = (id: string) => `/api/files/${id}`;

export const uploadPurposes = ["file", "image", "video"] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];

// How many leading bytes the server reads to decide a type (the longest signature checked).
export const typeSniffBytes = 512;

// Documents (purpose 'file'): PDF, Excel workbooks and CSV, always served as downloads.
export const uploadLimits = { maxBytes: 500 * 1_048_576 } as const;
export const xlsxContentType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
export const documentContentTypes = ["application/pdf", xlsxContentType, "text/csv"] as const;
export const notAnAcceptedDocument = "Only PDF, Excel (.xlsx) or CSV files can be uploaded.";
export const documentTooLarge = "The file is larger than 500 MB.";

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

export const uploadRules: Record<UploadPurpose, { maxBytes: number; tooLarge: string }> = {
  file: { maxBytes: uploadLimits.maxBytes, tooLarge: documentTooLarge },
  image: { maxBytes: imageUploadLimits.maxBytes, tooLarge: imageTooLarge },
  video: { maxBytes: videoUploadLimits.maxBytes, tooLarge: videoTooLarge },
};

// The browser's quick check before sending; the server checks the content itself.
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

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

// The type an image really is, from its first bytes; the browser's claimed type is not trusted.
export function detectImageType(bytes: Uint8Array): (typeof imageUploadLimits.contentTypes)[number] | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return "image/gif";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP")
    return "image/webp";
  return null;
}

// An MP4 (ISO base media) file opens with an 'ftyp' box: a 4-byte size, 'ftyp', a 4-character
// brand. QuickTime's 'qt  ' brand is another container and is refused.
export function isMp4Container(bytes: Uint8Array): boolean {
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== "ftyp") return false;
  const boxSize =
    ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  const brand = ascii(bytes, 8, 12);
  return boxSize >= 16 && boxSize <= 1024 && /^[\x20-\x7e]{4}$/.test(brand) && brand !== "qt  ";
}

const extensionOf = (fileName: string) => fileName.toLowerCase().split(".").pop() ?? "";

// Text a spreadsheet program reads as CSV: no control bytes but tab and line ends, and no markup
// opener at its start (a page saved as .csv is refused rather than stored).
function looksLikeCsvText(bytes: Uint8Array): boolean {
  const text = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.slice(3) : bytes;
  if (text.length === 0) return false;
  for (const byte of text)
    if ((byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) || byte === 0x7f) return false;
  return !/^\s*</.test(new TextDecoder().decode(text.slice(0, 64)));
}

// The document type of an upload under purpose 'file', from its first bytes (and, for the two
// formats without a signature of their own, its extension); null refuses it.
export function detectDocumentType(
  bytes: Uint8Array,
  fileName: string,
): (typeof documentContentTypes)[number] | null {
  if (ascii(bytes, 0, 5) === "%PDF-") return "application/pdf";
  const extension = extensionOf(fileName);
  if (extension === "xlsx" && startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return xlsxContentType;
  if (extension === "csv" && looksLikeCsvText(bytes)) return "text/csv";
  return null;
}

// How a stored file goes back to a browser. Only raster images and MP4 or QuickTime video are shown in place;
// everything else, including a type stored before these rules, is a download of opaque bytes or
// of an accepted document type. The server adds nosniff and a sandboxing policy to every one.
const shownInPlace = new Set<string>([
  ...imageUploadLimits.contentTypes,
  videoUploadLimits.contentType,
  // A resumable video upload may also be QuickTime (videos/video-uploads.ts).
  "video/quicktime",
]);
const downloadedAsItself = new Set<string>(documentContentTypes);

export type ServedFileType = { contentType: string; disposition: "inline" | "attachment" };

export function servedFileType(storedContentType: string): ServedFileType {
  const type = storedContentType.toLowerCase().split(";")[0]?.trim() ?? "";
  if (shownInPlace.has(type)) return { contentType: type, disposition: "inline" };
  if (downloadedAsItself.has(type)) return { contentType: type, disposition: "attachment" };
  return { contentType: "application/octet-stream", disposition: "attachment" };
}
