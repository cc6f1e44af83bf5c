import { z } from "zod";
import { listQuerySchema } from "../list-query-schema";
import { pageSchema } from "../paging";
import { certificateVideoList } from "./certificate-video-list";

// The digital certificate videos table's API (spec 002 §2 'Digital certificate videos table', §3
// digital_certificate_videos): GET /api/certificate-videos (the list),
// DELETE /api/certificate-videos/:id.

// A name is at most this long (a SKU, certificate number or order-line number).
const searchMaxLength = 120;

const certificateVideoFilterFields = z.object({
  // Matches any part of the video's name, whatever the case.
  search: z
    .string()
    .trim()
    .max(searchMaxLength, `search is at most ${searchMaxLength} characters`)
    .optional(),
  // The shared date rule (date-range.ts): from the start day's midnight to the midnight after the
  // end day, exclusive.
  createdFrom: z.iso.datetime({ offset: true, message: "createdFrom must be a date and time" }).optional(),
  createdTo: z.iso.datetime({ offset: true, message: "createdTo must be a date and time" }).optional(),
  clientId: z.uuid("clientId must be a client's id").optional(),
});

export const certificateVideoListQuerySchema = listQuerySchema(certificateVideoList)
  .extend(certificateVideoFilterFields.shape)
  .refine(
    ({ createdFrom, createdTo }) =>
      !createdFrom || !createdTo || Date.parse(createdFrom) <= Date.parse(createdTo),
    { message: "createdTo cannot be before createdFrom", path: ["createdTo"] },
  );
export type CertificateVideoListQuery = z.infer<typeof certificateVideoListQuerySchema>;

// One row of the table.
export const certificateVideoListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  // null once its client was deleted.
  client: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  videoUrl: z.string(),
  // null when no thumbnail was captured (a video the browser cannot decode): a placeholder shows.
  thumbnailUrl: z.string().nullable(),
  // The public certificate page the video plays on, when one is known; null otherwise.
  publicPath: z.string().nullable(),
  created: z.iso.datetime({ offset: true }),
  updated: z.iso.datetime({ offset: true }),
  globalSku: z.boolean(),
  addedBarcode: z.boolean(),
  sku: z.string().nullable(),
  version: z.number().int(),
});
export type CertificateVideoListItem = z.infer<typeof certificateVideoListItemSchema>;

export const certificateVideoPageSchema = pageSchema(certificateVideoListItemSchema);
export type CertificateVideoPage = z.infer<typeof certificateVideoPageSchema>;
