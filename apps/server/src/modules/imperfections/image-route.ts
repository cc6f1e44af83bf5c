import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../auth/request-guard";
import type { AppServices } from "../../services";
import { readImperfection } from "./imperfection-rows";
import { pamphletPlot } from "./pamphlet-service";
import { plotPng } from "./plot-image";

// "View imperfection image": the plot as a PNG at print size (1344 × 816), drawn from the stored
// design when asked (~40 ms), so the image can never disagree with the design. Its address carries
// the map's version (imperfectionImagePath), so a browser may keep an answer as long as it likes.
export async function imperfectionImageRoute(app: FastifyInstance, { db }: AppServices): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
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
      const png = await plotPng(pamphletPlot(map));
      return reply
        .type("image/png")
        .header("cache-control", "private, max-age=31536000, immutable")
        .header("content-disposition", `inline; filename="imperfection-${map.id}.png"`)
        .send(png);
    },
  );
}
