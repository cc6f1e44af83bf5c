import { afterAll, beforeAll, beforeEach } from "vitest";
import { createSmtpMailer } from "../mail/mailer";
import { type ReceivedMail, startSmtpTestServer } from "./smtp-test-server";
import { createTestContext } from "./test-app";
import type { TestSuite } from "./test-suite";

export type SmtpTestSuite = TestSuite & { smtp: Awaited<ReturnType<typeof startSmtpTestServer>> };

// testSuite's app and database, emptied before each test with a staff member signed in, whose
// outbox mail goes over SMTP to a real server on loopback (smtp-test-server.ts). The signed-in
// member is a super administrator unless `permissions` says otherwise.
export function smtpTestSuite(
  permissions?: Parameters<TestSuite["context"]["signInAsNew"]>[0],
): SmtpTestSuite {
  // Filled by beforeAll, before any test reads it.
  const suite = {} as SmtpTestSuite;
  beforeAll(async () => {
    suite.smtp = await startSmtpTestServer();
    suite.context = await createTestContext(
      {},
      { mailer: createSmtpMailer(suite.smtp.url, "Loupe <no-reply@lab.test>") },
    );
  });
  afterAll(async () => {
    await suite.context.close();
    await suite.smtp.stop();
  });
  beforeEach(async () => {
    await suite.context.reset();
    suite.smtp.received.length = 0;
    suite.cookie = (await suite.context.signInAsNew(permissions)).cookie;
  });
  return suite;
}

// A received mail's text as written: quoted-printable's soft line breaks and escapes undone.
export const mailText = (mail: ReceivedMail) =>
  mail.raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
