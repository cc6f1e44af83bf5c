import { z } from "zod";
import { listQuerySchema } from "../list-query-schema";
import { pageSchema } from "../paging";
import { qrListList } from "./qr-list-list";
import { qrMultiPrintMax } from "./qr-list-rules";

// The QR lists' API (spec 002 §2 'QR list editor', 'QR lists table', §3 digital_certificate_lists):
// GET /api/qr-lists (the table), GET/PUT/DELETE /api/qr-lists/:id, POST /api/qr-lists,
// POST /api/qr-lists/:id/qr-generated (printed), GET /api/qr-lists/video-choices (the picker).
// The save rule (a client and at least 2 videos, qr-list-rules.ts) is the server's: its messages
// come back as a 400 the editor shows.

export const qrListTitleMaxLength = 200;
// More than any list the spec's screens hold; keeps one save's work bounded.
export const qrListMaxVideos = 200;
const searchMaxLength = 120;

const search = z
  .string()
  .trim()
  .max(searchMaxLength, `search is at most ${searchMaxLength} characters`)
  .optional();

export const qrListListQuerySchema = listQuerySchema(qrListList).extend({
  // Matches any part of the title, whatever the case.
  search,
  clientId: z.uuid("clientId must be a client's id").optional(),
});
export type QrListListQuery = z.infer<typeof qrListListQuerySchema>;

const clientSchema = z.object({ id: z.uuid(), name: z.string() }).nullable();

// What the certificate the video is named after says (spec: certInfo {caratWeight, shape, type}),
// read from the diamond or jewelry record when one is found: a diamond's weight and shape and the
// type 'Diamond'; a jewelry record's main stone weight and shape and its jewelry type.
export const qrCertInfoSchema = z.object({
  caratWeight: z.string(),
  shape: z.string(),
  type: z.string(),
});
export type QrCertInfo = z.infer<typeof qrCertInfoSchema>;

// A video as a list and the picker show it (spec: certificates each {id, name, url, ref, certInfo}).
export const qrListVideoSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  client: clientSchema,
  videoUrl: z.string(),
  thumbnailUrl: z.string().nullable(),
  // null when no diamond or jewelry record carries the video's name.
  certInfo: qrCertInfoSchema.nullable(),
});
export type QrListVideo = z.infer<typeof qrListVideoSchema>;

export const qrListListItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  client: clientSchema,
  videoCount: z.number().int(),
  qrCodeGenerated: z.boolean(),
  // The absolute address the QR code encodes (the server's public base URL + /c/list/{id}).
  publicUrl: z.string(),
  created: z.iso.datetime({ offset: true }),
  updated: z.iso.datetime({ offset: true }),
  version: z.number().int(),
});
export type QrListListItem = z.infer<typeof qrListListItemSchema>;

export const qrListPageSchema = pageSchema(qrListListItemSchema);
export type QrListPage = z.infer<typeof qrListPageSchema>;

export const qrListSchema = qrListListItemSchema.omit({ videoCount: true }).extend({
  // In the order chosen.
  videos: z.array(qrListVideoSchema),
});
export type QrList = z.infer<typeof qrListSchema>;

// What the editor saves. The client and video count are checked by qrListSaveProblems on the
// server, so the answer names each missing part with the spec's rule.
export const qrListInputSchema = z.object({
  title: z.string().trim().max(qrListTitleMaxLength, `title is at most ${qrListTitleMaxLength} characters`),
  clientId: z.uuid("clientId must be a client's id").nullable(),
  videoIds: z
    .array(z.uuid("each video id must be a video's id"))
    .max(qrListMaxVideos, `a list holds at most ${qrListMaxVideos} videos`)
    .refine((ids) => new Set(ids).size === ids.length, "a video is chosen only once"),
});
export type QrListInput = z.infer<typeof qrListInputSchema>;

export const qrListUpdateSchema = qrListInputSchema.extend({ version: z.number().int().min(1) });
export type QrListUpdate = z.infer<typeof qrListUpdateSchema>;

export const qrVideoChoicesQuerySchema = z.object({
  // Matches any part of the video's name.
  search,
  clientId: z.uuid("clientId must be a client's id").optional(),
});
export type QrVideoChoicesQuery = z.infer<typeof qrVideoChoicesQuerySchema>;

// The picker shows at most this many matches; typing more narrows them.
export const qrVideoChoicesLimit = 50;
export const qrVideoChoicesSchema = z.object({ items: z.array(qrListVideoSchema) });
export type QrVideoChoices = z.infer<typeof qrVideoChoicesSchema>;

// The print page's lists: one or at most qrMultiPrintMax ids, comma separated in its URL.
export const qrPrintIdsSchema = z
  .array(z.uuid())
  .min(1)
  .max(qrMultiPrintMax)
  .refine((ids) => new Set(ids).size === ids.length);
