import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

// The app's security headers, as helmet writes them for this configuration. @fastify/helmet builds
// helmet's middleware anew on every request (parsing the policy each time, a tenth of a cheap
// request's CPU, issue 26); the headers depend on nothing in the request, so they are worked out
// once here and copied onto each answer, still on the raw response where helmet puts them (the
// static files' setHeaders takes the document-only ones off again).
const options: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // Mantine writes its CSS variables into style attributes and tags.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      mediaSrc: ["'self'", "blob:"],
      frameSrc: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
};

export function helmetHeaders(configuration: HelmetOptions = options): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  let failure: unknown = null;
  helmet(configuration)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure) throw failure;
  return [...headers];
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = helmetHeaders();
  app.addHook("onRequest", (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
