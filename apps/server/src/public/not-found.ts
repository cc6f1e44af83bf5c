import type { FastifyReply } from "fastify";
import type { Database } from "../db/client";
import { certificateNotFoundPage } from "./certificate-layout";
import { readLabProfile } from "./lab-profile";

// The friendly 404 of the public pages, headed by the lab, never cached.
export async function sendCertificateNotFound(reply: FastifyReply, db: Database): Promise<FastifyReply> {
  return reply
    .status(404)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .send(certificateNotFoundPage(await readLabProfile(db)));
}
