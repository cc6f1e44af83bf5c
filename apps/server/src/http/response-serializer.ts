import { isDeepStrictEqual } from "node:util";
import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify/types/schema";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import { $ZodType } from "zod/v4/core";

// Answers are written from each route's response schema by fast-json-stringify, as Fastify's own
// serializer writes JSON Schema routes: only the schema's properties go out, whatever else the
// handler's object carries. zod checking and copying every item before JSON.stringify cost four
// times as much (1.7 against 0.4 ms for a 500-row page of videos; decision 0024). The checks
// stay where they catch mistakes: with `check` (the tests and e2e), every answer is also checked
// by its zod schema, which must accept it and give the same JSON, or the request fails. A schema
// fast-json-stringify cannot compile keeps zod's serializer.

type Schema = Parameters<typeof zodSerializerCompiler>[0]["schema"];

function zodSchemaOf(schema: Schema): z.ZodType | null {
  if (schema instanceof $ZodType) return schema as z.ZodType;
  const properties = (schema as { properties?: unknown }).properties;
  return properties instanceof $ZodType ? (properties as z.ZodType) : null;
}

// What fast-json-stringify needs to write an answer: the shapes, and what tells a union's branches
// apart (type, const, enum, required). It picks a branch by checking the value against each with
// Ajv, whose reading of a pattern or format is not zod's (a case-blind pattern loses its flag), and
// zod closes every object (additionalProperties: false), which would refuse a branch object that
// carries more than it shows; the writer declares only the schema's properties either way. zod
// has already held the values to their rules where it matters: on the way in, and in the tests.
const checksOnly = new Set([
  "pattern",
  "format",
  "minLength",
  "maxLength",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minItems",
  "maxItems",
  "default",
]);
function writerSchema(json: unknown): unknown {
  if (Array.isArray(json)) return json.map(writerSchema);
  if (typeof json !== "object" || json === null) return json;
  return Object.fromEntries(
    Object.entries(json)
      .filter(([key, value]) => !checksOnly.has(key) && !(key === "additionalProperties" && value === false))
      .map(([key, value]) => [key, key === "properties" ? propertiesOf(value) : writerSchema(value)]),
  );
}
// Property names are data, not keywords: a property called `format` stays.
const propertiesOf = (properties: unknown) =>
  Object.fromEntries(
    Object.entries(properties as Record<string, unknown>).map(([key, value]) => [key, writerSchema(value)]),
  );

function compileFast(schema: z.ZodType): ((data: unknown) => string) | null {
  try {
    const json = z.toJSONSchema(schema, { io: "output", target: "draft-7", unrepresentable: "any" });
    return fastJson(writerSchema(json) as Parameters<typeof fastJson>[0]);
  } catch {
    return null;
  }
}

export function responseSerializerCompiler(options: { check: boolean }): FastifySerializerCompiler<Schema> {
  return (route) => {
    const checked = zodSerializerCompiler(route);
    const zodSchema = zodSchemaOf(route.schema);
    const fast = zodSchema && compileFast(zodSchema);
    if (!fast) return checked;
    if (!options.check) return fast;
    return (data) => {
      const expected = checked(data);
      const written = fast(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected)))
        throw new Error(
          `${route.method} ${route.url}: the fast serializer wrote ${written.slice(0, 400)} where the response schema gives ${expected.slice(0, 400)}`,
        );
      return written;
    };
  };
}
