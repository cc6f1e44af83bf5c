// The contract of Diamond Track as Loupe uses it (docs/diamond-track.md), served by the reference
// server at GET /openapi.json. The real system must answer the same way.
const text = { type: "string" };
const number = { type: ["number", "null"] };

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
      Diamond: {
        type: "object",
        properties: {
          Shape: text,
          Weight: number,
          Color: text,
          Clarity: text,
          Cut: text,
          Polish: text,
          Symmetry: text,
          Fluorescence: text,
          Girdle: text,
          Measurements: text,
          Table: number,
          Depth: number,
          Inscription: text,
          Origin: { enum: ["Lab Grown", "Natural Stone", ""] },
          Description: text,
          Comments: text,
        },
      },
      Stone: {
        type: "object",
        properties: {
          Type: text,
          Shape: text,
          Cut: text,
          Weight: text,
          Color: text,
          Clarity: text,
          Polish: text,
          Symmetry: text,
          Measurements: text,
        },
      },
      Jewelry: {
        type: "object",
        properties: {
          JewelryType: text,
          Metal: text,
          Measurement: text,
          Description: text,
          ItemNum: text,
          PurchaseOrder: text,
          MainStone: { $ref: "#/components/schemas/Stone" },
        },
      },
      Item: {
        type: "object",
        required: ["CertNum", "ItemType"],
        properties: {
          CertNum: text,
          ItemType: { enum: ["Diamond", "Jewelry"] },
          OrderNum: text,
          LineNum: { type: ["integer", "null"] },
          ClientSKU: text,
          StockNum: text,
          Diamond: { $ref: "#/components/schemas/Diamond" },
          Jewelry: { $ref: "#/components/schemas/Jewelry" },
        },
      },
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
} as const;
