import { videoUploadPath } from "@loupe/domain/videos/video-save-api";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { currentUser } from "../../auth/request-guard";
import type { AppServices } from "../../services";
import { createVideoUploadServer, uploaderOf } from "./tus-server";
import { uploadStoreOf } from "./upload-directory";

// The tus endpoint (POST creates, HEAD tells the offset, PATCH appends, DELETE cancels), in this
// area's own scope. The session check is the app's (every /api route needs one); the request is
// then handed to the tus server untouched: no body is parsed here, tus reads the raw stream.
export async function videoUploadRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const store = uploadStoreOf(services.config);
  const tus = createVideoUploadServer(services, store, app.log);

  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null));

  const handOver = async (request: FastifyRequest, reply: FastifyReply) => {
    uploaderOf.set(request.raw, currentUser(request));
    reply.hijack();
    try {
      await tus.handle(request.raw, reply.raw);
    } catch (error) {
      request.log.error({ err: error }, "video upload request failed");
      if (!reply.raw.headersSent) reply.raw.writeHead(500).end();
      else reply.raw.destroy();
    }
  };

  const params = z.object({ uploadId: z.uuid() });
  const schema = { tags: ["video-uploads"], params };
  app.post(videoUploadPath, { schema: { tags: ["video-uploads"] } }, handOver);
  app.route({
    method: ["HEAD", "PATCH", "DELETE"],
    url: `${videoUploadPath}/:uploadId`,
    schema,
    handler: handOver,
  });
}
