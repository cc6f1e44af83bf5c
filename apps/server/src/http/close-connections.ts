import type { FastifyInstance } from "fastify";

// app.close() waits for every open connection, and Node only closes the ones idle at that moment:
// a keep-alive connection whose request was still in flight stays open after its answer, until
// the client or keepAliveTimeout (72 s) ends it, past the shutdown's grace period. While closing,
// answers therefore tell the client not to reuse the connection, and connections that fall idle
// are closed (also those of hijacked replies, the video uploads, which skip the hooks).
export function closeConnectionsWhenClosing(app: FastifyInstance): void {
  let closing = false;
  let sweep: NodeJS.Timeout | undefined;
  app.addHook("preClose", async () => {
    closing = true;
    sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    if (closing) reply.header("connection", "close");
    return payload;
  });
  app.addHook("onClose", async () => {
    clearInterval(sweep);
  });
}
