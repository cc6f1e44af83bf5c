import { z } from "zod";
import { diamondTrackItemSchema } from "./diamond-track";

// The contract of Diamond Track as Loupe uses it (docs/diamond-track.md), served by the reference
// server at GET /openapi.json. The real system must answer the same way.
const text = { type: "string" };
// As a sender must write it (input), without the document-level $schema key.
const { $schema: _dialect, ...itemSchema } = z.toJSONSchema(diamondTrackItemSchema, { io: "input" });

export const diamondTrackOpenApi = {
  openapi: "3.1.0",
  info: {
    title: "Diamond Track (as Loupe uses it)",
    version: "1.0.0",
    description:
      "Loupe pulls newly graded stones and pieces by certificate number. 5xx answers are retried; 404 means the number is unknown.",
  },
  components: {
    securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
    schemas: {
      // Drawn from the very schema the client reads answers with, so the two cannot drift.
      Item: itemSchema,
      Error: { type: "object", properties: { error: text } },
    },
  },
  security: [{ bearer: [] }],
  paths: {
    "/v1/items/{certNum}": {
      get: {
        summary: "The item graded under a certificate number",
        parameters: [
          { name: "certNum", in: "path", required: true, schema: text },
          { name: "type", in: "query", required: true, schema: { enum: ["Diamond", "Jewelry"] } },
        ],
        responses: {
          "200": {
            description: "The item",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Item" } } },
          },
          "401": {
            description: "Missing or wrong bearer token",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
          },
          "404": {
            description: "Unknown certificate number",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
          },
          "5XX": { description: "Temporary failure: Loupe tries again" },
        },
      },
    },
  },
};
