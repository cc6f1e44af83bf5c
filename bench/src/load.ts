import autocannon from "autocannon";

export type LoadResult = {
  name: string;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
};

// What Chromium asks for: answers are measured as the screens receive them, compressed where the
// server compresses (decision 0032).
export const browserAcceptEncoding = "gzip, deflate, br, zstd";

// A bounded load: a fixed number of requests over a few connections, so runs are comparable.
export async function load(
  name: string,
  url: string,
  cookie: string,
  amount = 2_000,
  connections = 8,
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections,
    amount,
    headers: { cookie, "accept-encoding": browserAcceptEncoding },
    timeout: 10,
  });
  const non2xx = result.non2xx + result.errors + result.timeouts;
  return {
    name,
    requests: result.requests.total,
    // requests.average is a mean of one-second buckets, too coarse for short runs.
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: non2xx,
  };
}
