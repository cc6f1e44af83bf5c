import { and, eq, isNotNull } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../auth/request-guard";
import type { AppServices } from "../../services";
import { missingImperfection, readImperfection } from "./imperfection-rows";

import { plotPng } from "./plot-image";
import { diamondImperfections as maps } from "./schema";
import { mapPlotSvg, readStoredPlot } from "./stored-plot";

// "View imperfection image": the plot as a PNG at print size (1344 × 816), drawn from the stored
// design when asked (~40 ms), so the image can never disagree with the design. Its address carries
// the map's version (imperfectionImagePath), so a browser may keep an answer as long as it likes.
const sendPng = (reply: FastifyReply, png: Buffer, id: string) =>
  reply
    .type("image/png")
    .header("cache-control", "private, max-age=31536000, immutable")
    .header("content-disposition", `inline; filename="imperfection-${id}.png"`)
    .send(png);

export async function imperfectionImageRoute(app: FastifyInstance, { db }: AppServices): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    "/api/imperfections/:id/image",
    {
      schema: {
        tags: ["imperfections"],
        params: z.object({ id: z.uuid("The id is not valid") }),
        querystring: z.object({ v: z.coerce.number().int().optional() }),
      },
    },
    async (request, reply) => {
      const map = await readImperfection(db, currentUser(request).id, request.params.id);
      return sendPng(reply, await plotPng(mapPlotSvg(map)), map.id);
    },
  );

  // The plot of a map connected to a diamond, for every signed-in user (the diamond list's View
  // imperfections, connected-plot-path.ts): part of a certificate, not of its owner's drafts.
  routes.get(
    "/api/imperfections/:id/connected-image",
    { schema: { tags: ["imperfections"], params: z.object({ id: z.uuid("The id is not valid") }) } },
    async (request, reply) => {
      const map = await readStoredPlot(db, and(eq(maps.id, request.params.id), isNotNull(maps.diamondId)));
      if (!map) throw missingImperfection();
      // Not cached for long: connecting another map to the diamond changes what it shows.
      const png = await plotPng(mapPlotSvg(map));
      return reply.type("image/png").header("cache-control", "private, no-cache").send(png);
    },
  );
}
