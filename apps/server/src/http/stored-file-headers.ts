import { servedFileType } from "@loupe/domain/files";
import type { FastifyReply } from "fastify";

// Every response that carries uploaded bytes goes through here, so no upload is ever read by a
// browser as a page, script or stylesheet of this origin: the type comes from the domain's short
// list (anything else is opaque bytes to download), the browser may not guess another (nosniff),
// and opened on its own the response may run and load nothing. An image or video shown in place
// may load itself (the browser's viewer does); a download is also a sandbox with no origin. A
// sandbox on the video viewer would give it no origin and so block it from its own bytes.
export const storedFileContentSecurityPolicies = {
  inline: "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'",
  attachment: "sandbox; default-src 'none'",
} as const;

export function setStoredFileHeaders(
  reply: FastifyReply,
  file: { name: string; contentType: string },
  sharing: "same-origin" | "cross-origin",
): FastifyReply {
  const served = servedFileType(file.contentType);
  const asciiName = file.name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return reply
    .header("content-type", served.contentType)
    .header(
      "content-disposition",
      `${served.disposition}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", storedFileContentSecurityPolicies[served.disposition])
    .header("cross-origin-resource-policy", sharing);
}
