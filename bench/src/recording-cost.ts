import pg from "pg";

// What recording a view adds to a public page (issue 25: ≤ 2 ms), measured on the same server,
// the same page and the same request, interleaved: blocks of sequential GETs alternate between
// recording as the server does and recording made a no-op by a PostgreSQL rule (ON INSERT TO
// public_page_views DO INSTEAD NOTHING). With the rule the server runs exactly the same code and
// still sends its INSERT, but the database writes nothing: no row, no index entries, no kept
// counts (the statement triggers never fire), no WAL to flush at commit. The difference is the
// whole cost of recording but for that one statement's round trip, which is measured apart
// (`noOpInsertMs`). The server has no setting that turns recording off, and a bench-only switch
// in the application would measure another code path. HEAD is no fair comparison either: it
// skips the body. Since decision 0033 the page no longer waits for its view (held up to a second,
// written with others): the difference is what the background writes cost the pages beside them.

export type RecordingCost = {
  requests: number;
  recorded: { p50: number; p99: number; mean: number };
  notRecorded: { p50: number; p99: number; mean: number };
  // The GETs sent while recording (measured or dropped) and the views the table gained: equal
  // when both sides ran as labelled.
  recordingRequestsSent: number;
  viewsAdded: number;
  noOpInsertMs: { p50: number; p99: number };
};

const agents = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36",
];
const countries = ["US", "IL", "DE", "IN", "XX"];

const rule = "bench_recording_off";

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
const round2 = (value: number) => Math.round(value * 100) / 100;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const mean = times.reduce((sum, each) => sum + each, 0) / Math.max(1, times.length);
  return { p50: round2(percentile(sorted, 0.5)), p99: round2(percentile(sorted, 0.99)), mean: round2(mean) };
};

async function timedGet(url: string, index: number): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, {
    headers: {
      "user-agent": agents[index % agents.length] ?? "",
      "cf-ipcountry": countries[index % countries.length] ?? "",
    },
  });
  await response.text();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return elapsed;
}

// The server holds views up to a second before writing them (apps/server/src/public/page-views.ts):
// the rule changes only once the views of the blocks before it are written, so each is written as
// its block was labelled.
const heldViewsWritten = () => new Promise((resolve) => setTimeout(resolve, 1_300));

const viewCount = async (client: pg.Client) =>
  Number((await client.query("SELECT count(*) AS n FROM public_page_views")).rows[0]?.n);

// The no-op INSERT's own round trip (the rule in place), from this process on its own connection.
async function noOpInsert(client: pg.Client, recordId: string) {
  const times: number[] = [];
  for (let index = 0; index < 520; index++) {
    const started = performance.now();
    await client.query(
      `INSERT INTO public_page_views (id, page_kind, record_id, client_id, device_class, platform, country)
       VALUES (gen_random_uuid(), 'diamond', $1, NULL, 'mobile', 'ios', 'US')`,
      [recordId],
    );
    if (index >= 20) times.push(performance.now() - started);
  }
  const { p50, p99 } = summary(times);
  return { p50, p99 };
}

// `requests` GETs of each kind, in blocks of `block` (ABBA order, so neither side always goes
// first); the first two of every block are dropped on both sides (the rule's DDL invalidates
// cached plans).
export async function measureRecordingCost(
  databaseUrl: string,
  pageUrl: string,
  recordId: string,
  options: { requests: number; block?: number },
): Promise<RecordingCost> {
  const block = options.block ?? 25;
  const dropped = 2;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const recorded: number[] = [];
  const notRecorded: number[] = [];
  try {
    await client.query(`DROP RULE IF EXISTS ${rule} ON public_page_views`);
    for (let index = 0; index < 40; index++) await timedGet(pageUrl, index);
    await heldViewsWritten();
    const before = await viewCount(client);
    let request = 0;
    let recordingRequestsSent = 0;
    let wasRecording = true;
    for (
      let round = 0;
      recorded.length < options.requests || notRecorded.length < options.requests;
      round++
    ) {
      // on, off, off, on, on, off, …
      const recording = round % 4 === 0 || round % 4 === 3;
      if (round > 0 && recording !== wasRecording) await heldViewsWritten();
      wasRecording = recording;
      await client.query(
        recording
          ? `DROP RULE IF EXISTS ${rule} ON public_page_views`
          : `CREATE OR REPLACE RULE ${rule} AS ON INSERT TO public_page_views DO INSTEAD NOTHING`,
      );
      for (let index = 0; index < block; index++) {
        const elapsed = await timedGet(pageUrl, request++);
        if (recording) recordingRequestsSent++;
        if (index >= dropped) (recording ? recorded : notRecorded).push(elapsed);
      }
    }
    await heldViewsWritten();
    await client.query(`DROP RULE IF EXISTS ${rule} ON public_page_views`);
    const viewsAdded = (await viewCount(client)) - before;
    await client.query(`CREATE OR REPLACE RULE ${rule} AS ON INSERT TO public_page_views DO INSTEAD NOTHING`);
    const noOpInsertMs = await noOpInsert(client, recordId);
    return {
      requests: options.requests,
      recorded: summary(recorded.slice(0, options.requests)),
      notRecorded: summary(notRecorded.slice(0, options.requests)),
      recordingRequestsSent,
      viewsAdded,
      noOpInsertMs,
    };
  } finally {
    await client.query(`DROP RULE IF EXISTS ${rule} ON public_page_views`);
    await client.end();
  }
}
