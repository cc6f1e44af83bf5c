import {
  rejectedCertificateVideoListSchema,
  rejectedVideoParamsSchema,
  rejectedVideosRetriedSchema,
} from "@loupe/domain/videos/rejected-videos-api";
import { certificateVideoListQuerySchema, certificateVideoPageSchema } from "@loupe/domain/videos/video-api";
import { videoNameMaxLength } from "@loupe/domain/videos/video-naming";
import {
  certificateVideoRecordSchema,
  certificateVideoSavedSchema,
  certificateVideoSaveSchema,
  certificateVideoUpdateSchema,
} from "@loupe/domain/videos/video-save-api";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../auth/request-guard";
import type { AppServices } from "../../services";
import { listRejectedVideos, retryAllRejectedVideos, retryRejectedVideo } from "./rejected-videos";
import { saveCertificateVideos } from "./save-videos";
import { certificateVideoDelete, listCertificateVideos } from "./service";
import { updateCertificateVideo } from "./update-video";
import { deleteVideo } from "./video-delete";
import { readCertificateVideo, readCertificateVideoNamed } from "./video-record";

const path = "/api/certificate-videos";
const tags = ["certificate-videos"];
const idParams = z.object({ id: z.uuid("The id is not valid") });
const nameParams = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Enter a video name")
    .max(videoNameMaxLength * 4, "The name is too long"),
});

// Every signed-in staff member may read and write videos (the area has no permission of its own).
// /named/:name is a static segment, which the router prefers to /:id.
export async function certificateVideoRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, outboxWorker } = services;

  routes.get(
    path,
    {
      schema: {
        tags,
        querystring: certificateVideoListQuerySchema,
        response: { 200: certificateVideoPageSchema },
      },
    },
    async (request) => listCertificateVideos(db, request.query),
  );

  routes.post(
    path,
    { schema: { tags, body: certificateVideoSaveSchema, response: { 201: certificateVideoSavedSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await saveCertificateVideos(services, currentUser(request), request.body, request.log)),
  );

  routes.get(
    `${path}/named/:name`,
    { schema: { tags, params: nameParams, response: { 200: certificateVideoRecordSchema } } },
    async (request) => readCertificateVideoNamed(db, request.params.name),
  );

  routes.get(
    `${path}/:id`,
    { schema: { tags, params: idParams, response: { 200: certificateVideoRecordSchema } } },
    async (request) => readCertificateVideo(db, request.params.id),
  );

  routes.put(
    `${path}/:id`,
    {
      schema: {
        tags,
        params: idParams,
        body: certificateVideoUpdateSchema,
        response: { 200: certificateVideoRecordSchema },
      },
    },
    async (request) =>
      updateCertificateVideo(services, currentUser(request), request.params.id, request.body, request.log),
  );

  routes.delete(`${path}/:id`, { schema: { tags, params: idParams } }, async (request, reply) => {
    await deleteVideo(services, currentUser(request), request.params.id, request.log, certificateVideoDelete);
    return reply.status(204).send();
  });

  // The rejected list (rejected-videos-api.ts); a retry wakes the outbox to push at once.
  routes.get(
    `${path}/rejected`,
    { schema: { tags, response: { 200: rejectedCertificateVideoListSchema } } },
    async () => listRejectedVideos(db),
  );

  routes.post(
    `${path}/rejected/:videoId/retry`,
    { schema: { tags, params: rejectedVideoParamsSchema, response: { 200: rejectedVideosRetriedSchema } } },
    async (request) => {
      const retried = await retryRejectedVideo(db, currentUser(request), request.params.videoId);
      outboxWorker.wake();
      return retried;
    },
  );

  routes.post(
    `${path}/rejected/retry-all`,
    { schema: { tags, response: { 200: rejectedVideosRetriedSchema } } },
    async (request) => {
      const retried = await retryAllRejectedVideos(db, currentUser(request));
      outboxWorker.wake();
      return retried;
    },
  );
}
