import { imperfectionSchema } from "@loupe/domain/imperfections/imperfection-api";
import {
  pamphletAnswerSchema,
  pamphletPdfQuerySchema,
  reportNumber,
} from "@loupe/domain/imperfections/pamphlet";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../auth/request-guard";
import type { AppServices } from "../../services";
import { printPamphlet } from "./certificate-filing";
import { pamphletPdf } from "./pamphlet-pdf";
import { inlineProportions } from "./pamphlet-proportions";
import { drawPamphlet, pamphletAnswer, readPamphlet } from "./pamphlet-service";

const tags = ["imperfections"];
const idParams = z.object({ id: z.uuid("The id is not valid") });

// The grading pamphlet (spec 002 §2): its page for the /pamphlet/:id screen, printing it (the map
// becomes DONE and its certificate is filed), and the same page as a PDF for e-mail.
export async function pamphletRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = services;

  routes.get(
    "/api/imperfections/:id/pamphlet",
    { schema: { tags, params: idParams, response: { 200: pamphletAnswerSchema } } },
    async (request) => pamphletAnswer(db, currentUser(request), request.params.id, config.publicBaseUrl),
  );

  routes.post(
    "/api/imperfections/:id/print",
    { schema: { tags, params: idParams, response: { 200: imperfectionSchema } } },
    async (request) => printPamphlet(services, currentUser(request), request.params.id),
  );

  // Outside /api, as the spec's pamphlet link is; signed in all the same (config.signedIn).
  routes.get(
    "/pamphlet/:id.pdf",
    { schema: { tags, params: idParams, querystring: pamphletPdfQuerySchema }, config: { signedIn: true } },
    async (request, reply) => {
      const pamphlet = await readPamphlet(db, currentUser(request), request.params.id, config.publicBaseUrl);
      const page = await drawPamphlet(db, pamphlet, await inlineProportions(services, pamphlet.id));
      const number = reportNumber(pamphlet.diamond);
      const pdf = await pamphletPdf(page, request.query.paper, `Grading report ${number}`);
      return reply
        .type("application/pdf")
        .header(
          "content-disposition",
          `inline; filename="grading-report-${number.replace(/[^\w.-]/g, "_")}.pdf"`,
        )
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  );
}
