import { z } from "zod";

// The rejected videos list (spec 002 §3 rejected_datadune_certificates, §7 addJewelryToUriApi;
// issue 24): a video whose barcode push the outbox gave up on is copied here; staff send it again.
//   GET  /api/certificate-videos/rejected                   the list, newest first (capped)
//   POST /api/certificate-videos/rejected/:videoId/retry    one video
//   POST /api/certificate-videos/rejected/retry-all         every listed video
// A retry removes the row and queues the push again with override true (the service may hold
// part of the earlier attempt), in one transaction with its activity entry.

// Rejections are few (the service refused after ten tries); the list shows at most this many,
// with the exact total beside them.
export const rejectedVideoListCap = 500;

export const rejectedCertificateVideoSchema = z.object({
  videoId: z.uuid(),
  name: z.string(),
  // The client as it was when the push was given up; null for a video without one.
  client: z.object({ id: z.uuid().nullable(), name: z.string() }).nullable(),
  // The barcode service's last answer.
  error: z.string(),
  attempts: z.number().int(),
  rejectedAt: z.iso.datetime({ offset: true }),
});
export type RejectedCertificateVideo = z.infer<typeof rejectedCertificateVideoSchema>;

export const rejectedCertificateVideoListSchema = z.object({
  items: z.array(rejectedCertificateVideoSchema),
  // Every rejected video, when there are more than the list shows.
  total: z.number().int(),
});
export type RejectedCertificateVideoList = z.infer<typeof rejectedCertificateVideoListSchema>;

export const rejectedVideoParamsSchema = z.object({ videoId: z.uuid("The video id is not valid") });

// What a retry answers: the names sent again.
export const rejectedVideosRetriedSchema = z.object({ retried: z.array(z.string()) });
export type RejectedVideosRetried = z.infer<typeof rejectedVideosRetriedSchema>;
