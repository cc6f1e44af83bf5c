import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../db/client";
import { certificateNotFoundPage } from "./certificate-layout";
import { sendText } from "./compressed-text";
import { readLabProfile } from "./lab-profile";

// The friendly 404 of the public pages, headed by the lab, never cached.
export async function sendCertificateNotFound(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Database,
): Promise<FastifyReply> {
  const page = certificateNotFoundPage(await readLabProfile(db));
  return sendText(
    request,
    reply.status(404).type("text/html; charset=utf-8").header("cache-control", "no-store"),
    page,
  );
}
