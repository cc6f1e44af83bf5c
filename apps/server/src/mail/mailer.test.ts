import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpTestServer } from "../testing/smtp-test-server";
import { createOutboxDirectoryMailer, createSmtpMailer } from "./mailer";

let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
});
afterAll(() => smtp.stop());

describe("mail", () => {
  it("goes over SMTP when SMTP_URL is set", async () => {
    const mailer = createSmtpMailer(smtp.url, "Loupe <no-reply@lab.test>");
    await mailer.send({
      to: "grader@lab.test",
      subject: "Reset your Loupe password",
      text: "Open https://x/reset",
    });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.from).toBe("no-reply@lab.test");
    expect(smtp.received[0]?.to).toEqual(["grader@lab.test"]);
    expect(smtp.received[0]?.raw).toContain("Subject: Reset your Loupe password");
    expect(smtp.received[0]?.raw).toContain("Open https://x/reset");
  });

  it("carries the outbox message's id as its Message-ID, the same when sent again", async () => {
    const mailer = createSmtpMailer(smtp.url, "Loupe <no-reply@lab.test>");
    const mail = { to: "grader@lab.test", subject: "Certificate ready", text: "t" };
    smtp.received.length = 0;
    await mailer.send(mail, "0190a6e0-0000-7000-8000-0000000000dd");
    await mailer.send(mail, "0190a6e0-0000-7000-8000-0000000000dd");
    const ids = smtp.received.map((received) => received.raw.match(/^Message-ID: (.+)$/im)?.[1]?.trim());
    expect(ids).toEqual([
      "<0190a6e0-0000-7000-8000-0000000000dd@loupe.outbox>",
      "<0190a6e0-0000-7000-8000-0000000000dd@loupe.outbox>",
    ]);
  });

  it("fails loudly when the SMTP server is unreachable, so the outbox retries", async () => {
    const mailer = createSmtpMailer("smtp://127.0.0.1:1", "Loupe <no-reply@lab.test>");
    await expect(mailer.send({ to: "a@lab.test", subject: "s", text: "t" })).rejects.toThrow();
  });

  it("is written to the outbox folder as .eml without SMTP", async () => {
    const directory = await fs.mkdtemp(path.join(os.tmpdir(), "loupe-outbox-"));
    const mailer = createOutboxDirectoryMailer(
      directory,
      "Loupe <no-reply@lab.test>",
      pino({ level: "silent" }),
    );
    await mailer.send({ to: "grader@lab.test", subject: "Hello", text: "Body text" });
    const files = await fs.readdir(directory);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/grader@lab\.test\.eml$/);
    const content = await fs.readFile(path.join(directory, files[0] ?? ""), "utf8");
    expect(content).toContain("To: grader@lab.test");
    expect(content).toContain("Body text");
    await fs.rm(directory, { recursive: true });
  });
});
