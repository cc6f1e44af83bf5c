import type { Page } from "@loupe/domain/paging";
import type { FastifyReply } from "fastify";

// A page whose items PostgreSQL already wrote as JSON texts, sent as one JSON document without
// parsing them again. Fastify sends a string with a JSON content type as it is: the route's
// response schema documents the answer but does not check it, so the route's tests check every
// answer against it instead.
export function sendJsonPage(reply: FastifyReply, page: Page<string>): FastifyReply {
  const { items, ...rest } = page;
  const tail = JSON.stringify(rest).slice(1);
  return reply.type("application/json; charset=utf-8").send(`{"items":[${items.join(",")}],${tail}`);
}
