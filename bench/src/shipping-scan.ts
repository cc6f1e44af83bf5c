import type pg from "pg";
import { measureScenarios, printScenarios, query } from "./api-measure";
import { benchOnJewelry } from "./jewelry-bench-database";

// BENCH_ONLY=shipping-scan npm run bench: the New Shipping Log's scan look-up on PostgreSQL (issue
// 23's proof: by tracking number and by order-line among BENCH_SHIPPING_JEWELRY [1,000,000]
// jewelry, p99 ≤ 10 ms), in a database of its own (loupe_bench_scan_<pid>, dropped afterwards).
// The seeded jewelry carries tracking numbers on shipped records only; a station scans boxes
// labelled before they ship, so 5 % of the unshipped records get one here.

const targetMs = 10;

export type ShippingScanBenchOptions = { total: number; requests: number; connections: number };

type Sample = { trackingNumber: string; orderNumber: string; lineNumber: number; certificateNumber: string };

async function labelUnshipped(session: pg.Client): Promise<Sample> {
  await session.query(`
    UPDATE jewelry SET tracking_number = '1Z' || upper(substr(md5('u' || id::text), 1, 16))
    WHERE NOT has_been_shipped AND tracking_number = ''
      AND ('x' || substr(md5(id::text), 1, 8))::bit(32)::int % 20 = 0`);
  // As autovacuum would before a station's day: the update's dead row versions cleared, so the first
  // scenario does not pay for pruning them (run 1's first scenario: p99 71 ms).
  await session.query("VACUUM ANALYZE jewelry");
  const { rows } = await session.query(`
    SELECT tracking_number AS "trackingNumber", order_number AS "orderNumber",
      line_number AS "lineNumber", certificate_number AS "certificateNumber"
    FROM jewelry
    WHERE NOT has_been_shipped AND tracking_number <> '' AND order_number <> ''
      AND line_number IS NOT NULL AND certificate_number <> ''
    ORDER BY created LIMIT 1 OFFSET 10`);
  const [sample] = rows as Sample[];
  if (!sample) throw new Error("no unshipped record with a tracking number, an order-line and a certificate");
  return sample;
}

export async function benchShippingScan(postgresUrl: string, options: ShippingScanBenchOptions) {
  await benchOnJewelry({
    postgresUrl,
    label: "scan",
    reader: { fullName: "Scan Station", permissions: [] },
    total: options.total,
    prepare: (session) => labelUnshipped(session),
    measure: async ({ baseURL, cookie, prepared: sample }) => {
      const scan = (parameters: Record<string, string | number>) =>
        `${baseURL}/api/shipping/unshipped?${query(parameters)}`;
      const results = await measureScenarios(
        [
          [
            `tracking number ${sample.trackingNumber}`,
            scan({ key: "trackingNumber", value: sample.trackingNumber }),
          ],
          [
            `order-line ${sample.orderNumber}-${sample.lineNumber}`,
            scan({ key: "orderNumber", value: sample.orderNumber, lineNumber: sample.lineNumber }),
          ],
          [
            `certificate ${sample.certificateNumber}`,
            scan({ key: "certificateNumber", value: sample.certificateNumber }),
          ],
          ["a tracking number nobody has", scan({ key: "trackingNumber", value: "1ZNOSUCHBOX0000000" })],
        ],
        cookie,
        options,
      );
      console.log(
        `\nPostgreSQL — shipping scan look-up: ${options.total.toLocaleString("en-US")} jewelry; ` +
          `${options.connections} connections, ${options.requests} requests each; ! marks p99 > ${targetMs} ms`,
      );
      printScenarios(results, targetMs);
    },
  });
}
