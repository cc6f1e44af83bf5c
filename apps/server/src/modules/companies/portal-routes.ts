import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppServices } from "../../services";
import { verifyPortalInvitation } from "./portal";

const page = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>${title}</title><style>body{font-family:system-ui,sans-serif;max-width:34rem;margin:15vh auto;padding:0 1.5rem;color:#1f2328}` +
  `h1{font-size:1.4rem}</style></head><body><main><h1>${title}</h1><p>${text}</p></main></body></html>`;

// The link in an invitation mail (public: the client is not a Loupe user). A good link verifies the
// address and continues to the ad portal's registration page for the company.
export async function portalRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/portal/verify",
    { schema: { hide: true, querystring: z.object({ token: z.string().max(200).default("") }) } },
    async (request, reply) => {
      const outcome = request.query.token
        ? await verifyPortalInvitation(services.db, request.query.token)
        : { ok: false as const };
      if (!outcome.ok) {
        return reply
          .status(410)
          .type("text/html")
          .send(
            page(
              "This link no longer works",
              "The invitation link is invalid, was used already, or has expired. Ask the lab to send a new invitation.",
            ),
          );
      }
      const target = new URL(`${services.config.adPortalUrl.replace(/\/$/, "")}/register`);
      target.searchParams.set("company", outcome.companyId);
      return reply.redirect(target.toString(), 302);
    },
  );

  // Stands in for the ad portal's registration page when AD_PORTAL_URL is not configured.
  routes.get("/portal/register", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type("text/html")
      .send(
        page(
          "Your e-mail is verified",
          "Thank you. The advertisement portal will let you finish your registration from here.",
        ),
      ),
  );
}
