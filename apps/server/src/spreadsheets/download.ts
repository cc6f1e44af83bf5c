import type { FastifyReply } from "fastify";

export const xlsxContentType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
export const csvContentType = "text/csv; charset=utf-8";

// Content-Disposition for a download: an ASCII fallback name plus the exact name (RFC 6266).
export function attachment(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

// Downloads are built per request and must never be served from a cache.
export function downloadHeaders(reply: FastifyReply, fileName: string, contentType: string, total?: number) {
  reply
    .header("content-type", contentType)
    .header("content-disposition", attachment(fileName))
    .header("cache-control", "no-store");
  if (total !== undefined) reply.header("x-total-count", String(total));
  return reply;
}
