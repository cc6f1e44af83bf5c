import fastifyCookie from "@fastify/cookie";
import fastifyHelmet from "@fastify/helmet";
import fastifyMultipart from "@fastify/multipart";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { registerRequestGuard } from "./auth/request-guard";
import { authRoutes } from "./auth/routes";
import { registerErrorHandler } from "./http/error-handler";
import { registerWebApp } from "./http/web-app";
import { collectCertificatePages } from "./modules/area-module";
import { areaModules } from "./modules/registry";
import { publicRoutes } from "./public/public-routes";
import type { AppServices } from "./services";

export type RouteEntry = { method: string; url: string; public: boolean };

declare module "fastify" {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

export async function buildApp(
  services: AppServices,
  options: { logger?: FastifyBaseLogger } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    trustProxy: services.config.TRUST_PROXY,
    bodyLimit: 1_048_576,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const routeTable: RouteEntry[] = [];
  app.decorate("routeTable", routeTable);
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      routeTable.push({ method, url: route.url, public: Boolean(route.config?.public) });
  });

  // Infrastructure tier.
  await app.register(fastifyHelmet, {
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
  });
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

  // Routes tier: sign-in, then every area in the registry's order, then the public pages.
  await authRoutes(app, services);
  for (const module of areaModules) await module.routes?.(app, services);
  await publicRoutes(
    app,
    services,
    areaModules.flatMap((module) => (module.publicFiles ? [module.publicFiles] : [])),
    collectCertificatePages(areaModules),
  );
  for (const module of areaModules) await module.publicRoutes?.(app, services);
  await registerWebApp(app, services.config.WEB_DIST);
  return app;
}
