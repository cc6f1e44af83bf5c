import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { diamondTrackOpenApi } from "./diamond-track-openapi";
import { simulatedItem } from "./diamond-track-simulator";

// A tiny Diamond Track that speaks the documented contract over real HTTP (docs/diamond-track.md),
// answering the simulator's items. The HTTP client and the intake API are tested against it; its
// faults (a delay, failures before success) make the slow and failing cases real too.

export type ReferenceRequest = { method: string; path: string; headers: IncomingHttpHeaders };

export type DiamondTrackReferenceServer = {
  url: string;
  requests: ReferenceRequest[];
  // The next `count` item requests answer `status` (500 by default).
  failNext(count: number, status?: number): void;
  // Every item request waits this long before answering.
  delayMs: number;
  close(): Promise<void>;
};

export async function startDiamondTrackReferenceServer(
  options: { apiKey?: string; port?: number } = {},
): Promise<DiamondTrackReferenceServer> {
  const requests: ReferenceRequest[] = [];
  let failures: { count: number; status: number } = { count: 0, status: 500 };
  const state = { delayMs: 0 };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://reference");
    requests.push({
      method: request.method ?? "",
      path: `${url.pathname}${url.search}`,
      headers: request.headers,
    });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (request.method === "GET" && url.pathname === "/openapi.json") return send(200, diamondTrackOpenApi);
    const match = /^\/v1\/items\/([^/]+)$/.exec(url.pathname);
    if (request.method !== "GET" || !match?.[1]) return send(404, { error: "No such endpoint" });
    if (options.apiKey && request.headers.authorization !== `Bearer ${options.apiKey}`)
      return send(401, { error: "Missing or wrong bearer token" });
    const type = url.searchParams.get("type");
    if (type !== "Diamond" && type !== "Jewelry")
      return send(400, { error: "type must be Diamond or Jewelry" });
    const answer = () => {
      if (failures.count > 0) {
        failures = { ...failures, count: failures.count - 1 };
        return send(failures.status, { error: "Grading database busy" });
      }
      const item = simulatedItem(
        decodeURIComponent(match[1] ?? ""),
        type === "Diamond" ? "diamond" : "jewelry",
      );
      return item ? send(200, item) : send(404, { error: "Unknown certificate number" });
    };
    if (state.delayMs > 0) setTimeout(answer, state.delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(count, status = 500) {
      failures = { count, status };
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(value: number) {
      state.delayMs = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
