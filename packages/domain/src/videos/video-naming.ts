import { z } from "zod";
import { videoMessages } from "./video-messages";

// How a digital certificate video is named (spec 002 §2, §3, §5): after the client's SKU,
// a certificate number, or an order and line number ('ORD7-2'). A SKU is upper-cased and marks
// the record globalSku; a certificate or line number loses all its whitespace.

export const videoNamingModes = ["sku", "certificate", "orderLine"] as const;
export const videoNamingModeSchema = z.enum(videoNamingModes);
export type VideoNamingMode = z.infer<typeof videoNamingModeSchema>;

// The switch's choices, as the spec names them.
export const videoNamingModeLabels: Record<VideoNamingMode, string> = {
  sku: "Use SKU",
  certificate: "Use Cert #",
  orderLine: "Use Order - Line Number",
};

// The help popup beside each choice (002 §2 'help popups').
export const videoNamingModeHelp: Record<VideoNamingMode, string> = {
  sku: "The client's SKU names the video (upper-cased). The barcode service links that SKU's label to it.",
  certificate:
    "The certificate number names the video (spaces removed). Use it for stones and pieces graded here without a client SKU.",
  orderLine:
    "The order and line number name the video, as ORDER-LINE (spaces removed), for a piece known by its order line.",
};

// What the name is, in a sentence ('does not match the SKU ABC1').
export const videoNameLabels: Record<VideoNamingMode, string> = {
  sku: "SKU",
  certificate: "Cert #",
  orderLine: "Order - Line Number",
};

export const videoNameMaxLength = 120;

export function normalizeVideoName(mode: VideoNamingMode, name: string): string {
  return mode === "sku" ? name.trim().toUpperCase() : name.replace(/\s+/g, "");
}

// globalSku: true exactly when the video is named by SKU.
export const isGlobalSku = (mode: VideoNamingMode) => mode === "sku";

// An existing record's mode (002 §4): globalSku gives SKU; otherwise a name with a dash is an
// order and line number; otherwise a certificate number.
export function inferVideoNamingMode(record: { name: string; globalSku: boolean }): VideoNamingMode {
  if (record.globalSku) return "sku";
  return record.name.includes("-") ? "orderLine" : "certificate";
}

// Opening a record: an existing one is edited in its inferred mode, and its barcode push
// overrides the registration made before (002 §4: override true); a new one starts with no mode
// chosen.
export type VideoEditState =
  | { editing: true; mode: VideoNamingMode; override: true }
  | { editing: false; mode: null; override: false };

export function videoEditState(existing: { name: string; globalSku: boolean } | null): VideoEditState {
  return existing
    ? { editing: true, mode: inferVideoNamingMode(existing), override: true }
    : { editing: false, mode: null, override: false };
}

// A name as typed, in its mode: normalized, and globalSku set from the mode.
export const videoNamingSchema = z
  .object({ mode: videoNamingModeSchema, name: z.string().max(videoNameMaxLength * 4) })
  .transform(({ mode, name }) => ({
    mode,
    name: normalizeVideoName(mode, name),
    globalSku: isGlobalSku(mode),
  }))
  .refine(({ name }) => name !== "", { message: videoMessages.videoNameFirst, path: ["name"] })
  .refine(({ name }) => name.length <= videoNameMaxLength, {
    message: videoMessages.videoNameTooLong(videoNameMaxLength),
    path: ["name"],
  });
export type VideoNaming = z.output<typeof videoNamingSchema>;
