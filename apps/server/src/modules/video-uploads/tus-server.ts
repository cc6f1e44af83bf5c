import type { IncomingMessage } from "node:http";
import type { SessionUser } from "@loupe/domain/auth";
import { videoMessages } from "@loupe/domain/videos/video-messages";
import { videoUploadFileIdHeader, videoUploadPath } from "@loupe/domain/videos/video-save-api";
import { videoUploads } from "@loupe/domain/videos/video-uploads";
import { ERRORS, Server, type ServerOptions } from "@tus/server";
import type { FastifyBaseLogger } from "fastify";
import { uuidv7 } from "uuidv7";
import type { AppServices } from "../../services";
import { finishUpload, type TusRefusal } from "./finish-upload";
import { ownerKey, storedFileKey, type VideoUploadStore } from "./upload-store";

type TusRequest = Parameters<NonNullable<ServerOptions["onIncomingRequest"]>>[0];

// Who sent each request the tus server is handling: routes.ts records the signed-in staff member
// before handing the request over; the tus hooks read it back.
export const uploaderOf = new WeakMap<IncomingMessage, SessionUser>();

function uploader(request: TusRequest): SessionUser {
  const raw = request.runtime?.node?.req;
  const user = raw ? uploaderOf.get(raw as IncomingMessage) : undefined;
  // routes.ts hands over only signed-in requests; reaching here without one is a wiring fault.
  if (!user) throw new Error("A video upload request reached tus without its signed-in user");
  return user;
}

const refuse = (status_code: number, body: string): TusRefusal => ({ status_code, body });

// Only what a client may say about its file; the server's own keys (owner, stored file) are set
// by the server alone.
const clientMetadataKeys = ["filename", "filetype"] as const;

// The tus server of video uploads (issue 24; docs/decisions/0022-resumable-video-uploads.md).
// Every upload belongs to the staff member who created it: anyone else is told it does not exist.
export function createVideoUploadServer(
  services: AppServices,
  store: VideoUploadStore,
  log: FastifyBaseLogger,
): Server {
  const maxMegabytes = Math.round(videoUploads.maxBytes / 1_048_576);
  return new Server({
    path: videoUploadPath,
    datastore: store,
    relativeLocation: true,
    maxSize: videoUploads.maxBytes,
    // Same origin normally; a browser on another origin is not given the answers.
    allowedOrigins: [new URL(services.config.publicBaseUrl).origin],
    exposedHeaders: [videoUploadFileIdHeader],
    namingFunction: () => uuidv7(),
    onUploadCreate: async (request, upload) => {
      const user = uploader(request);
      const metadata: Record<string, string | null> = {};
      for (const key of clientMetadataKeys) {
        const value = upload.metadata?.[key];
        if (typeof value === "string") metadata[key] = value.slice(0, 1024);
      }
      metadata[ownerKey] = user.id;
      return { metadata };
    },
    onIncomingRequest: async (request, id) => {
      const user = uploader(request);
      if (request.method === "POST") return;
      const record = await store.record(id);
      // None: tus answers 404 itself.
      if (!record) return;
      if (record.metadata?.[ownerKey] !== user.id) throw refuse(404, videoMessages.videoUploadNotFound);
      const storedFileId = record.metadata?.[storedFileKey];
      if (storedFileId) {
        // Finished: a HEAD (or a repeated PATCH) learns which stored file it became.
        request.runtime?.node?.res?.setHeader(videoUploadFileIdHeader, storedFileId);
        if (request.method === "PATCH") throw refuse(409, videoMessages.videoUploadFinished);
      }
    },
    onUploadFinish: async (request, upload) => finishUpload(services, store, uploader(request), upload),
    onResponseError: (_request, error) => {
      if (!("status_code" in error)) {
        log.error({ err: error }, "video upload failed");
        return {
          status_code: 500,
          body: videoMessages.videoUploadFailure("The server could not keep the upload."),
        };
      }
      if (error === ERRORS.ERR_MAX_SIZE_EXCEEDED)
        return { status_code: 413, body: videoMessages.videoUploadTooLarge(maxMegabytes) };
      if (error.status_code === 404 || error.status_code === 410)
        return { status_code: error.status_code, body: videoMessages.videoUploadNotFound };
      return undefined;
    },
  });
}
