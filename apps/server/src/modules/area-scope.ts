import type { Permission } from "@loupe/domain/permissions";
import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import { requirePermission } from "../auth/request-guard";

declare module "fastify" {
  interface FastifyContextConfig {
    // What this one route needs beyond its area's permission: for an area whose reads are for
    // everyone and whose writes are for holders. Its area's scope enforces it.
    permission?: Permission;
  }
}

// Fastify names a plugin (in errors, printPlugins and the boot timeline) by this symbol.
const displayName = Symbol.for("fastify.display-name");

// One area's routes in a Fastify scope of its own, without a prefix (every URL is the one the area
// writes): a hook, parser or body limit the area adds stays inside it. The area's permission, and
// a route's own, are checked on every request before its body is parsed or validated, so a
// signed-in administrator without it gets 403 whatever they send.
export function areaScope<Services>(
  name: string,
  register: (app: FastifyInstance, services: Services) => Promise<void>,
  services: Services,
  permission?: Permission,
): FastifyPluginAsync {
  const areaCheck = permission ? requirePermission(permission) : null;
  const plugin: FastifyPluginAsync = async (scope) => {
    scope.addHook("onRequest", async (request) => {
      await areaCheck?.(request);
      const own = request.routeOptions.config.permission;
      if (own) await requirePermission(own)(request);
    });
    await register(scope, services);
  };
  return Object.assign(plugin, { [displayName]: name });
}
