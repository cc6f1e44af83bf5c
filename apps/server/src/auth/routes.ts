import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  resetPasswordRequestSchema,
  sessionSchema,
} from "@loupe/domain/auth";
import { formatTime } from "@loupe/domain/formatting";
import { messages } from "@loupe/domain/messages";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, HttpProblem, unauthorized } from "../http/problem";
import type { AppServices } from "../services";
import { authenticate } from "./login";
import { requestPasswordReset, resetPassword } from "./password-reset";
import { clearSessionCookie, currentUser, setSessionCookie } from "./request-guard";
import { endSession, signOut } from "./sessions";

const messageSchema = z.object({ message: z.string() });

export async function authRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = services;

  routes.post(
    "/api/auth/login",
    {
      config: { public: true },
      schema: { tags: ["auth"], body: loginRequestSchema, response: { 200: sessionSchema } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      if (email === "" || password === "") throw badRequest(messages.loginFieldsEmpty);
      const outcome = await authenticate(db, { email, password, ipAddress: request.ip });
      if (outcome.kind === "throttled") {
        throw new HttpProblem(
          429,
          "Too Many Requests",
          messages.tooManySignInAttempts(formatTime(outcome.retryAt)),
          undefined,
          {
            retryAt: outcome.retryAt.toISOString(),
          },
        );
      }
      if (outcome.kind === "failed") throw unauthorized(messages.loginFailed);
      if (request.sessionTokenHash) await endSession(db, request.sessionTokenHash);
      const token = await outcome.startSession(services.sessionPolicy, {
        ipAddress: request.ip,
        userAgent: request.headers["user-agent"] ?? "",
      });
      setSessionCookie(reply, request, token, services.sessionPolicy.absoluteHours * 3600);
      return { user: outcome.user };
    },
  );

  routes.post("/api/auth/logout", { schema: { tags: ["auth"] } }, async (request, reply) => {
    if (request.sessionTokenHash) await signOut(db, currentUser(request), request.sessionTokenHash);
    clearSessionCookie(reply);
    return reply.status(204).send();
  });

  routes.get(
    "/api/auth/session",
    { schema: { tags: ["auth"], response: { 200: sessionSchema } } },
    async (request) => ({
      user: currentUser(request),
    }),
  );

  routes.post(
    "/api/auth/forgot-password",
    {
      config: { public: true },
      schema: { tags: ["auth"], body: forgotPasswordRequestSchema, response: { 202: messageSchema } },
    },
    async (request, reply) => {
      await requestPasswordReset(db, request.body.email, config.publicBaseUrl);
      services.outboxWorker.wake();
      return reply.status(202).send({ message: messages.resetEmailSent });
    },
  );

  routes.post(
    "/api/auth/reset-password",
    {
      config: { public: true },
      schema: { tags: ["auth"], body: resetPasswordRequestSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await resetPassword(db, request.body.token, request.body.password);
      return { message: messages.passwordChanged };
    },
  );
}
