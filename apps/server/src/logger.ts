import pino, { type DestinationStream, type Logger } from "pino";
import { serializeRequest } from "./http/log-redaction";

// The server's one logger: main.ts writes it to stdout; tests pass a destination to read it.
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      serializers: { req: serializeRequest },
      redact: [
        "req.headers.cookie",
        "req.headers.authorization",
        "req.body.password",
        "req.body.token",
        "*.password",
        "*.passwordHash",
        "*.token",
      ],
    },
    destination,
  );
}
