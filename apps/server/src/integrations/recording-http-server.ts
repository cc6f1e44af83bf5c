import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

// For tests: a real HTTP server on a free local port that records each request and answers as
// told, so the HTTP clients are exercised over a socket rather than against a fetch mock.

export type RecordedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: string };
// `before` runs once the request is in, before the answer goes out (what else happens meanwhile).
export type Answer =
  | { status: number; body?: string; contentType?: string; before?: () => Promise<void> }
  | "never";

export type RecordingHttpServer = {
  url: string;
  requests: RecordedRequest[];
  answerWith(answer: Answer): void;
  close(): Promise<void>;
};

export async function startRecordingHttpServer(): Promise<RecordingHttpServer> {
  const requests: RecordedRequest[] = [];
  let answer: Answer = { status: 200, body: "OK", contentType: "text/plain" };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      requests.push({
        method: request.method ?? "",
        path: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      // "never" leaves the request hanging, to reach the client's timeout.
      const current = answer;
      if (current === "never") return;
      void Promise.resolve(current.before?.()).then(() => {
        response.writeHead(current.status, { "content-type": current.contentType ?? "text/plain" });
        response.end(current.body ?? "");
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answerWith(next) {
      answer = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// An address where nothing listens: a port that was just free.
export async function refusedUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
