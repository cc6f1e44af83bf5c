import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string };

// The id an outbox mail carries in its Message-ID (<id@loupe.outbox>), or undefined.
export const outboxMessageIdOf = (mail: ReceivedMail) => mail.raw.match(/^Message-ID: <([^@>]+)@/im)?.[1];

// A real SMTP server on a free loopback port, keeping what it receives. With holdFirstAnswer it
// keeps the first mail but never answers it (the sender waits), so a test can kill the sending
// server with that delivery in flight; firstArrived settles when that mail's data is in.
export async function startSmtpTestServer({ holdFirstAnswer = false } = {}): Promise<{
  url: string;
  received: ReceivedMail[];
  firstArrived: Promise<void>;
  stop: () => Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  let arrived = () => {};
  const firstArrived = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    // Stopping waits this long for clients to hang up: a pooled mailer keeps its connection.
    closeTimeout: 200,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((item) => item.address),
          raw,
        });
        arrived();
        if (!holdFirstAnswer || received.length > 1) callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    firstArrived,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
