import { z } from "zod";

// The Video Manager (spec 002 §2 'Video Manager', §4, §9; issue 24): product display videos, not
// tied to a certificate. GET /api/product-display-videos pages newest first by token (the screen
// keeps a stack of tokens for Previous and Next), POST adds a finished upload, DELETE removes one.

export const productDisplayPageSize = 50;
const searchMaxLength = 200;

export const productDisplayListQuerySchema = z.object({
  // A file name, or part of one; the screen strips an extension and a take suffix (_001) first.
  search: z
    .string()
    .trim()
    .max(searchMaxLength, `search is at most ${searchMaxLength} characters`)
    .optional(),
  // The `next` token of the page before; none for the first page.
  after: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, "after must be a page token")
    .optional(),
});
export type ProductDisplayListQuery = z.infer<typeof productDisplayListQuerySchema>;

export const productDisplayVideoSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  videoUrl: z.string(),
  // null when the browser could not decode the video to capture one: a placeholder shows.
  thumbnailUrl: z.string().nullable(),
  created: z.iso.datetime({ offset: true }),
});
export type ProductDisplayVideo = z.infer<typeof productDisplayVideoSchema>;

export const productDisplayPageSchema = z.object({
  items: z.array(productDisplayVideoSchema),
  // The token of the next page; null on the last.
  next: z.string().nullable(),
});
export type ProductDisplayPage = z.infer<typeof productDisplayPageSchema>;

export const productDisplayAddSchema = z.object({
  // A finished video upload (/api/video-uploads) and its browser-captured thumbnail.
  fileId: z.uuid("fileId must be an uploaded video's id"),
  thumbnailFileId: z.uuid("thumbnailFileId must be an uploaded image's id").nullable(),
});
export type ProductDisplayAdd = z.infer<typeof productDisplayAddSchema>;
