import fastifyCookie from "@fastify/cookie";
import fastifyMultipart from "@fastify/multipart";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import type { Permission } from "@loupe/domain/permissions";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { jsonSchemaTransform, validatorCompiler } from "fastify-type-provider-zod";
import { registerRequestGuard } from "./auth/request-guard";
import { authRoutes } from "./auth/routes";
import { closeConnectionsWhenClosing } from "./http/close-connections";
import { registerCompressedAnswers } from "./http/compressed-answers";
import { registerErrorHandler } from "./http/error-handler";
import { responseSerializerCompiler } from "./http/response-serializer";
import { registerSecurityHeaders } from "./http/security-headers";
import { registerWebApp } from "./http/web-app";
import { type AreaModule, collectPublicPages, type RegisterRoutes } from "./modules/area-module";
import { areaScope } from "./modules/area-scope";
import { areaModules as registeredModules } from "./modules/registry";
import { publicRoutes } from "./public/public-routes";
import type { AppServices } from "./services";

export type RouteEntry = {
  method: string;
  url: string;
  public: boolean;
  // The module whose scope registered it; null for sign-in, the public pages and the web app.
  area: string | null;
  // What a signed-in administrator must hold for it: its area's and its own.
  permissions: Permission[];
};

declare module "fastify" {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

export async function buildApp(
  services: AppServices,
  // The areas to serve; a test may add one of its own to the registry's.
  options: { logger?: FastifyBaseLogger; modules?: readonly AreaModule[] } = {},
): Promise<FastifyInstance> {
  const areaModules = options.modules ?? registeredModules;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    trustProxy: services.config.TRUST_PROXY,
    bodyLimit: 1_048_576,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ check: services.config.CHECK_RESPONSES }));
  registerErrorHandler(app);
  closeConnectionsWhenClosing(app);

  const routeTable: RouteEntry[] = [];
  app.decorate("routeTable", routeTable);
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      routeTable.push({
        method,
        url: route.url,
        public: Boolean(route.config?.public),
        area: null,
        permissions: route.config?.permission ? [route.config.permission] : [],
      });
  });

  // Infrastructure tier.
  registerSecurityHeaders(app);
  await registerCompressedAnswers(app);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart);
  await app.register(fastifySwagger, {
    openapi: { info: { title: "Loupe API", version: "1.0.0" } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs", staticCSP: true });
  registerRequestGuard(app, {
    db: services.db,
    policy: services.sessionPolicy,
    trustedOrigins: [new URL(services.config.publicBaseUrl).origin],
  });

  app.get("/healthz", async () => {
    await services.db.execute(sql`select 1`);
    return { status: "ok" };
  });

  // One area's routes in its own scope, each marked with its area (and permission) in the table.
  const registerArea = async (module: AreaModule, register: RegisterRoutes, permission?: Permission) => {
    const first = routeTable.length;
    await app.register(areaScope(module.name, register, services, permission));
    for (const entry of routeTable.slice(first)) {
      entry.area = module.name;
      if (permission && !entry.permissions.includes(permission)) entry.permissions.unshift(permission);
    }
  };

  // Routes tier: sign-in, then every area in the registry's order, then the public pages.
  await authRoutes(app, services);
  for (const module of areaModules)
    if (module.routes) await registerArea(module, module.routes, module.permission);
  await publicRoutes(
    app,
    services,
    areaModules.flatMap((module) => (module.publicFiles ? [module.publicFiles] : [])),
    collectPublicPages(areaModules),
  );
  for (const module of areaModules) if (module.publicRoutes) await registerArea(module, module.publicRoutes);
  await registerWebApp(app, services.config.WEB_DIST);
  // Only an area's scope checks a route's permission; one declared elsewhere would be ignored.
  const unchecked = routeTable.find((entry) => entry.area === null && entry.permissions.length > 0);
  if (unchecked)
    throw new Error(`${unchecked.method} ${unchecked.url} declares a permission outside an area`);
  return app;
}
