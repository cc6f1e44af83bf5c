import type { Problem } from "@loupe/domain/problem";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { HttpProblem } from "./problem";

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
