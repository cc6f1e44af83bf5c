import type { SessionUser } from "@loupe/domain/auth";
import { messages } from "@loupe/domain/messages";
import type { Permission } from "@loupe/domain/permissions";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../db/client";
import { forbidden, unauthorized } from "../http/problem";
import { type SessionPolicy, sessionReader } from "./sessions";

export const sessionCookieName = "loupe_session";

declare module "fastify" {
  interface FastifyContextConfig {
    // Routes reachable without a session (docs/design.md lists them); everything else under /api needs one.
    public?: boolean;
    // A route outside /api that needs a session all the same (the pamphlet's PDF).
    signedIn?: boolean;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    sessionTokenHash: string | null;
  }
}

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

// State-changing requests must come from the app's own pages: browsers always send Origin on
// them, so a missing or foreign Origin means another site (or a forged request).
function comesFromOwnOrigin(request: FastifyRequest, trustedOrigins: string[]): boolean {
  const origin = request.headers.origin;
  if (origin) return origin === `${request.protocol}://${request.host}` || trustedOrigins.includes(origin);
  return request.headers["sec-fetch-site"] === "same-origin";
}

export function registerRequestGuard(
  app: FastifyInstance,
  options: { db: Database; policy: SessionPolicy; trustedOrigins: string[] },
): void {
  app.decorateRequest("user", null);
  app.decorateRequest("sessionTokenHash", null);
  const readSession = sessionReader(options.db, options.policy);

  app.addHook("onRequest", async (request, reply) => {
    if (!safeMethods.has(request.method) && !comesFromOwnOrigin(request, options.trustedOrigins)) {
      throw forbidden(messages.crossSiteRefused);
    }
    if (!request.url.startsWith("/api/") && !request.routeOptions.config.signedIn) return;
    const token = request.cookies[sessionCookieName];
    if (token) {
      const lookup = await readSession(token);
      if (lookup.state === "valid") {
        request.user = lookup.user;
        request.sessionTokenHash = lookup.tokenHash;
      } else {
        clearSessionCookie(reply);
      }
    }
    if (!request.routeOptions.config.public && !request.user) {
      throw unauthorized(token ? messages.sessionExpired : messages.signInRequired);
    }
  });
}

export function setSessionCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  token: string,
  maxAgeSeconds: number,
) {
  reply.setCookie(sessionCookieName, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    path: "/",
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(sessionCookieName, { path: "/" });
}

export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized(messages.signInRequired);
  return request.user;
}

export function requirePermission(permission: Permission) {
  return async (request: FastifyRequest) => {
    const user = currentUser(request);
    if (!user.permissions.includes(permission)) throw forbidden(messages.forbidden);
  };
}
