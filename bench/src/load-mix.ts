import autocannon from "autocannon";

// The load part's mix: every kind of request runs as its own autocannon instances (one per server,
// the kind's connections split between them), all at once in this process. Separate instances
// give each kind its own latency histogram at no extra cost: one autocannon with 200 connections
// and ten with 20 each drive the same sockets from the same event loop.

export type MixTarget = { baseURL: string; cookie: string };

// One kind of request: its share of the connections and the request each connection sends next.
export type MixKind = {
  name: string;
  connections: number;
  next: () => { method: "GET" | "PUT"; path: string; body?: string; headers?: Record<string, string> };
  // A status this kind may answer that is correct but counted apart (a save's 409 on a conflict).
  countedApart?: number;
  // The answer to the request this connection sent to `path`.
  onAnswer?: (status: number, body: string, path: string, headers: Record<string, unknown>) => void;
};

export type MixKindResult = {
  name: string;
  connections: number;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  // Answers of the `countedApart` status (409 conflicts for saves).
  apart: number;
  // Any other non-2xx/304 answer, socket error or timeout: must be 0.
  errors: number;
  // Of those, requests with no answer within the 10 s timeout.
  timeouts: number;
  statuses: Record<string, number>;
};

type Cannon = { kind: MixKind; result: autocannon.Result; statuses: Map<number, number> };

async function runOne(
  kind: MixKind,
  target: MixTarget,
  connections: number,
  seconds: number,
): Promise<Cannon> {
  const statuses = new Map<number, number>();
  const instance = autocannon({
    url: target.baseURL,
    connections,
    duration: seconds,
    timeout: 10,
    headers: { cookie: target.cookie, origin: target.baseURL, "content-type": "application/json" },
    requests: [
      {
        // The context is the connection's own: one request in flight on it at a time.
        setupRequest: (request, context) => {
          const { method, path, body, headers } = kind.next();
          (context as { path?: string }).path = path;
          return {
            ...request,
            method,
            path,
            ...(body === undefined ? {} : { body }),
            ...(headers ? { headers: { ...request.headers, ...headers } } : {}),
          };
        },
        onResponse: (status, body, context, headers) => {
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          kind.onAnswer?.(status, body, String((context as { path?: string }).path), headers ?? {});
        },
      },
    ],
  });
  return { kind, result: await instance, statuses };
}

// Autocannon keeps one histogram per instance: a kind spread over two servers is read as the
// request-weighted mean of its instances' percentiles (the two servers are identical, their
// distributions close).
function combine(kind: MixKind, cannons: Cannon[], seconds: number): MixKindResult {
  const requests = cannons.reduce((sum, each) => sum + each.result.requests.total, 0);
  const weighted = (pick: (result: autocannon.Result) => number) =>
    Math.round(
      (cannons.reduce((sum, each) => sum + pick(each.result) * each.result.requests.total, 0) /
        Math.max(1, requests)) *
        100,
    ) / 100;
  const statuses: Record<string, number> = {};
  for (const { statuses: counted } of cannons)
    for (const [status, count] of counted) statuses[status] = (statuses[status] ?? 0) + count;
  const fine = (status: number) => (status >= 200 && status < 300) || status === 304;
  const apart = kind.countedApart === undefined ? 0 : (statuses[kind.countedApart] ?? 0);
  const wrongStatuses = Object.entries(statuses)
    .filter(([status]) => !fine(Number(status)) && Number(status) !== kind.countedApart)
    .reduce((sum, [, count]) => sum + count, 0);
  // autocannon counts a timeout among its errors too.
  const socketErrors = cannons.reduce((sum, each) => sum + each.result.errors, 0);
  return {
    name: kind.name,
    connections: kind.connections,
    requests,
    requestsPerSecond: Math.round(requests / seconds),
    p50: weighted((result) => result.latency.p50),
    p99: weighted((result) => result.latency.p99),
    apart,
    errors: wrongStatuses + socketErrors,
    timeouts: cannons.reduce((sum, each) => sum + each.result.timeouts, 0),
    statuses,
  };
}

// Runs every kind against every server at once for `seconds`; each server gets half a kind's
// connections (round robin by connection, the cheapest balancing: no proxy hop to measure).
export async function runMix(kinds: MixKind[], targets: MixTarget[], seconds: number) {
  const started = performance.now();
  const runs = kinds.map((kind) =>
    Promise.all(
      targets.map((target, index) => {
        const share = Math.floor(kind.connections / targets.length);
        const connections = share + (index < kind.connections % targets.length ? 1 : 0);
        return runOne(kind, target, connections, seconds);
      }),
    ),
  );
  const done = await Promise.all(runs);
  const elapsed = (performance.now() - started) / 1000;
  return done.map((cannons, index) => combine(kinds[index] as MixKind, cannons, elapsed));
}
