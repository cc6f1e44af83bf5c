import { eq } from "drizzle-orm";
import { beforeEach } from "vitest";
import { administrators } from "../db/accounts-schema";
import { type SmtpTestSuite, smtpTestSuite } from "./smtp-test-suite";
import type { TestContext } from "./test-app";

// The staff a notice to the super administrators is tested with: Ines Marlow, who is none, signed
// in (her session's cookie); two enabled super administrators (their e-mails, sorted), and two who
// must get nothing: one without the permission, one whose account is disabled.
export async function staffForNotices(
  context: TestContext,
): Promise<{ cookie: string; superAdministrators: string[] }> {
  const { email } = await context.createAdministrator({ fullName: "Ines Marlow", permissions: [] });
  await context.createAdministrator({ email: "ada@lab.test", permissions: ["super_admin"] });
  await context.createAdministrator({
    email: "bo@lab.test",
    permissions: ["view_activity_log", "super_admin"],
  });
  await context.createAdministrator({ email: "viewer@lab.test", permissions: ["view_activity_log"] });
  const { id: disabled } = await context.createAdministrator({
    email: "gone@lab.test",
    permissions: ["super_admin"],
  });
  await context.database.db
    .update(administrators)
    .set({ disabled: true })
    .where(eq(administrators.id, disabled));
  return { cookie: await context.signIn(email), superAdministrators: ["ada@lab.test", "bo@lab.test"] };
}

// An SMTP suite (smtp-test-suite.ts) signed in as Ines Marlow, beside the staff above, before each
// test; superAdministrators are the e-mails a notice must reach.
export function noticeTestSuite(): SmtpTestSuite & { superAdministrators: string[] } {
  const suite = Object.assign(smtpTestSuite([]), { superAdministrators: [] as string[] });
  beforeEach(async () => {
    ({ cookie: suite.cookie, superAdministrators: suite.superAdministrators } = await staffForNotices(
      suite.context,
    ));
  });
  return suite;
}
