import { passwordResetTokens } from "../db/accounts-schema";
import { testPassword } from "../testing/test-app";
import { entriesOf, type Walk, type WriteExample } from "../testing/write-examples";
import { hashToken, newToken } from "./tokens";

// Sign-in's writes, for the activity walk (http/activity-walk.test.ts).

const signer = (walk: Walk) => walk.context.createAdministrator({ fullName: "Sam Signer" });

// A reset link as the mail would carry it, for an administrator of the walk's.
async function resetToken(walk: Walk) {
  const account = await signer(walk);
  const token = newToken();
  await walk.context.database.db.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    administratorId: account.id,
    expiresAt: new Date(Date.now() + 60_000),
  });
  return token;
}

export const writeExamples: WriteExample[] = [
  {
    route: "POST /api/auth/login",
    valid: async (walk) => {
      const { email } = await signer(walk);
      return {
        request: {
          method: "POST",
          url: "/api/auth/login",
          payload: { email, password: testPassword },
          cookie: null,
        },
        entries: entriesOf("sign-in", "administrator", "Sam Signer"),
      };
    },
    invalid: async (walk) => {
      const { email } = await signer(walk);
      return {
        method: "POST",
        url: "/api/auth/login",
        payload: { email, password: "not the password" },
        cookie: null,
      };
    },
  },
  {
    route: "POST /api/auth/logout",
    valid: async (walk) => {
      const cookie = await walk.context.signIn((await signer(walk)).email);
      return {
        request: { method: "POST", url: "/api/auth/logout", cookie },
        entries: entriesOf("sign-out", "administrator", "Sam Signer"),
      };
    },
    // Without a session there is no one to sign out.
    invalid: async () => ({ method: "POST", url: "/api/auth/logout", cookie: null }),
  },
  {
    route: "POST /api/auth/forgot-password",
    writesNoEntry: "A reset link is a token and a mail, not a record; the reset itself is logged.",
    valid: async (walk) => ({
      request: {
        method: "POST",
        url: "/api/auth/forgot-password",
        payload: { email: (await signer(walk)).email },
        cookie: null,
      },
    }),
  },
  {
    route: "POST /api/auth/reset-password",
    valid: async (walk) => ({
      request: {
        method: "POST",
        url: "/api/auth/reset-password",
        payload: { token: await resetToken(walk), password: "a brand new password" },
        cookie: null,
      },
      entries: entriesOf("password-reset", "administrator", "Sam Signer"),
    }),
    invalid: async () => ({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token: newToken(), password: "a brand new password" },
      cookie: null,
    }),
  },
];
