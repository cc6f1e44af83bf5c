// One POST to an outside system, with a deadline and errors that staff can read in a dialog or
// in the outbox log ("The card printer answered 503 Service Unavailable").

export const defaultTimeoutMs = 10_000;

export class OutsideSystemError extends Error {
  constructor(
    message: string,
    readonly system: string,
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = "OutsideSystemError";
  }
}

export type PostRequest = {
  // Lower case, as it reads inside a sentence: "card printer", "barcode service".
  system: string;
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
  // Sent as Idempotency-Key: the same key on a repeated request (an outbox message delivered
  // again) lets the receiver do its work once.
  idempotencyKey?: string;
};

// Resolves with the response text on 2xx; otherwise throws an OutsideSystemError.
export async function postJson(request: PostRequest): Promise<string> {
  const timeoutMs = request.timeoutMs ?? defaultTimeoutMs;
  const subject = `The ${request.system}`;
  const headers: Record<string, string> = { accept: "application/json, text/plain, */*", ...request.headers };
  if (request.body !== undefined) headers["content-type"] = "application/json";
  if (request.idempotencyKey) headers["idempotency-key"] = request.idempotencyKey;
  try {
    // Redirects are followed: a Google Apps Script web app answers its POST with a 302.
    const response = await fetch(request.url, {
      method: "POST",
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    if (!response.ok) {
      const status = `${response.status} ${response.statusText}`.trim();
      const detail = readableDetail(text, response.headers.get("content-type"));
      throw new OutsideSystemError(
        `${subject} answered ${status}${detail ? `: ${detail}` : ""}`,
        request.system,
        response.status,
      );
    }
    return text;
  } catch (error) {
    if (error instanceof OutsideSystemError) throw error;
    throw new OutsideSystemError(
      unreachableMessage(subject, request.url, timeoutMs, error),
      request.system,
      undefined,
      {
        cause: error,
      },
    );
  }
}

// Short plain-text or JSON bodies often say why; an HTML error page would only be noise.
export function readableDetail(text: string, contentType: string | null): string {
  if (contentType?.includes("html")) return "";
  const oneLine = text.replace(/\s+/g, " ").trim();
  return oneLine.length > 200 ? `${oneLine.slice(0, 200)}…` : oneLine;
}

const networkReasons: Record<string, string> = {
  ECONNREFUSED: "connection refused",
  ECONNRESET: "the connection was dropped",
  ENOTFOUND: "host not found",
  EAI_AGAIN: "host not found",
  EHOSTUNREACH: "host unreachable",
  ENETUNREACH: "network unreachable",
  ETIMEDOUT: "the connection timed out",
  UND_ERR_SOCKET: "the connection was dropped",
};

export function unreachableMessage(subject: string, url: string, timeoutMs: number, error: unknown): string {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return `${subject} did not answer within ${formatSeconds(timeoutMs)}`;
  }
  // Only the origin: a path or query may carry a deployment id or a key.
  const where = safeOrigin(url);
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === "string" ? cause.code : undefined;
  const reason =
    (code && networkReasons[code]) ??
    (typeof cause?.message === "string"
      ? cause.message
      : error instanceof Error
        ? error.message
        : String(error));
  return `${subject} could not be reached at ${where} (${reason})`;
}

function formatSeconds(milliseconds: number): string {
  const seconds = milliseconds / 1000;
  return seconds === 1 ? "1 second" : `${seconds} seconds`;
}

function safeOrigin(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return "the configured address";
  }
}

// Joins a base URL and an endpoint name whether or not the base ends with a slash.
export function endpoint(baseUrl: string, name: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/${name}`;
}
