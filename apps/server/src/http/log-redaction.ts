// What the request log may say about a URL. Links mailed to people carry single-use secrets in
// their query (a password reset, an ad-portal invitation): those routes' queries are dropped
// whole, and on any other route a parameter whose name says it is secret loses its value.
const tokenBearingPaths = new Set(["/reset-password", "/portal/verify", "/api/auth/reset-password"]);
const secretParameterName = /token|password|passwd|secret|key|signature|credential|auth|session|code/i;
export const redacted = "[redacted]";

export function redactUrl(url: string): string {
  const queryStart = url.indexOf("?");
  let path = queryStart === -1 ? url : url.slice(0, queryStart);
  // The old system's sign-in bypass code (README): its meaning is unknown, so it is treated as secret.
  if (/^\/login\/[^/]+/.test(path)) path = `/login/${redacted}`;
  if (queryStart === -1) return path;
  if (tokenBearingPaths.has(path.replace(/\/+$/, ""))) return `${path}?${redacted}`;
  const query = url
    .slice(queryStart + 1)
    .split("&")
    .map((pair) => {
      const separator = pair.indexOf("=");
      const rawName = separator === -1 ? pair : pair.slice(0, separator);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, " "));
      } catch {
        // A malformed escape: judge the name as written.
      }
      return separator !== -1 && secretParameterName.test(name) ? `${rawName}=${redacted}` : pair;
    });
  return `${path}?${query.join("&")}`;
}

type LoggedRequest = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
};

// Replaces Fastify's own request serializer, which logs the URL as it came.
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
