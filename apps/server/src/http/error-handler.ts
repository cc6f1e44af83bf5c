import { messages } from "@loupe/domain/messages";
import type { Problem } from "@loupe/domain/problem";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { HttpProblem } from "./problem";

// PostgreSQL's deadlock_detected and serialization_failure: two writes crossed on the same rows and
// the database rolled one back whole. Nothing was written, so trying again is safe.
const retryableCodes = new Set(["40P01", "40001"]);

function databaseCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && retryableCodes.has(code)) return code;
    current = current.cause;
  }
  return undefined;
}

function send(reply: import("fastify").FastifyReply, problem: Problem) {
  return reply.status(problem.status).type("application/problem+json").send(problem);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpProblem) return send(reply, error.toProblem());
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        field: [error.validationContext, ...issue.instancePath.split("/").filter(Boolean)].join("."),
        message: issue.message ?? "is not valid",
      }));
      const detail = errors.map((item) => `${item.field}: ${item.message}`).join("; ");
      return send(reply, { status: 400, title: "Bad Request", detail, errors });
    }
    if (databaseCode(error)) {
      request.log.warn({ err: error }, "a write crossed another and was rolled back");
      return send(reply, { status: 409, title: "Conflict", detail: messages.concurrentWriteConflict });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(reply, { status, title: error.code ?? "Bad Request", detail: error.message });
    }
    request.log.error({ err: error }, "request failed");
    return send(reply, {
      status: 500,
      title: "Error!",
      detail: "Something went wrong on the server. Please try again or contact support.",
    });
  });
}
