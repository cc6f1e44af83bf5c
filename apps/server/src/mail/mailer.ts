import fs from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export type MailMessage = { to: string; subject: string; text: string; html?: string };

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

// Without SMTP the mail is written as an .eml file a person (or a test) can open, and logged.
export function createOutboxDirectoryMailer(directory: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await fs.mkdir(directory, { recursive: true });
      const safeRecipient = message.to.replace(/[^a-zA-Z0-9@._-]/g, "_");
      const file = path.join(
        directory,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${safeRecipient}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer);
      log.info({ to: message.to, subject: message.subject, file }, "mail written to the outbox folder");
    },
  };
}
