import {
  rejectedCertificateVideoListSchema,
  rejectedVideoParamsSchema,
  rejectedVideosRetriedSchema,
} from "@loupe/domain/videos/rejected-videos-api";
import { certificateVideoListQuerySchema, certificateVideoPageSchema } from "@loupe/domain/videos/video-api";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../auth/request-guard";
import type { AppServices } from "../../services";
import { listRejectedVideos, retryAllRejectedVideos, retryRejectedVideo } from "./rejected-videos";
import { deleteCertificateVideo, listCertificateVideos } from "./service";

const path = "/api/certificate-videos";
const tags = ["certificate-videos"];
const idParams = z.object({ id: z.uuid("The id is not valid") });

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

  routes.delete(`${path}/:id`, { schema: { tags, params: idParams } }, async (request, reply) => {
    await deleteCertificateVideo(db, currentUser(request), request.params.id);
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
