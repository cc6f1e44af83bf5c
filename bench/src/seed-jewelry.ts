import type { JewelryType, Metal, QaStatus, StoneType } from "@loupe/domain/options/jewelry";
import type { JewelryTemplateId } from "@loupe/domain/options/jewelry-templates";
import {
  type CertificateSeed,
  type CertificateSeeder,
  certificateSeeder,
  companyIdsSql,
  fraction,
  fractionOf,
  pick,
  type SeedChunk,
  type SqlSession,
  uuidv7Sql,
  weighted,
  weights,
  weightsById,
} from "./seed-sql";

// Seeds N jewelry records with set-based SQL, as seed-diamonds.ts does diamonds, so the jewelry
// bench and the dashboard bench (1,000,000 of each, sharing companies) can load them in minutes.
// Every "random" choice is a hash of the row number, so two runs of one size give the same data.
//
// The spread: three years of intake, newest last; 60 % of records sit in orders of 12 records in
// lines of 2, 3 or 4 (the records of a line share their grading, client and SKU, as plain Save
// makes them, decision 0009); 22 templates, 13 styles, 41 metals weighted as a lab sees them;
// client SKUs, own SKUs, item, PO and tracking numbers on most records; 3 % imported without a
// certificate number (incomplete) and 1 % newly added.

export type JewelrySeed = CertificateSeed & {
  // One record of a line of 4 with every key filled: the bench searches its keys and saves it.
  sample: JewelrySample;
};

export type JewelrySample = {
  id: string;
  certificateNumber: string;
  clientSku: string;
  itemNumber: string;
  orderNumber: string;
  lineNumber: number;
  purchaseOrder: string;
  trackingNumber: string;
};

// Records of an order, split into lines of 2, 3 or 4 (12 divides by each).
const orderSize = 12;

const templateWeights = weightsById<JewelryTemplateId>({
  1: 18,
  2: 8,
  3: 10,
  4: 6,
  5: 10,
  6: 5,
  7: 2,
  8: 4,
  9: 2,
  10: 1,
  11: 1,
  12: 1,
  13: 2,
  14: 4,
  15: 6,
  16: 3,
  17: 3,
  19: 4,
  20: 3,
  21: 2,
  22: 4,
  23: 1,
});
const styleWeights = weights<JewelryType>({
  Ring: 28,
  Pendant: 14,
  Earring: 12,
  Necklace: 9,
  Bracelet: 9,
  Studs: 8,
  Solitaire: 5,
  Hoops: 4,
  "Wedding Set": 4,
  Rings: 2,
  Watch: 2,
  Brooch: 2,
  "Watch Bezel": 1,
});
const metalWeights = weights<Metal>({
  "14K White Gold": 22,
  "14K Yellow Gold": 16,
  "18K White Gold": 12,
  "14K Rose Gold": 8,
  "18K Yellow Gold": 8,
  "10K Yellow Gold": 6,
  "10K White Gold": 5,
  Platinum: 6,
  "Sterling Silver 925": 8,
  "18K Rose Gold": 3,
  "14K Two-Tone Gold": 3,
  "Platinum 950": 2,
  "Gold Plated Silver": 1,
});
const diamondTypes = weights<StoneType>({ Diamond: 55, "Lab Grown Diamond": 45 });
const qaWeights = weights<QaStatus | "">({ Passed: 80, "": 15, Failed: 4, Skipped: 1 });
const gemTypes = ["Sapphire", "Ruby", "Emerald", "Pink Sapphire", "Amethyst", "Aquamarine"] as const;
const sideTypes = weights<StoneType>({
  "Diamond Accent": 55,
  "Lab Grown Diamond Accent": 30,
  Sapphire: 10,
  Ruby: 5,
});
const shapes = ["Round", "Round", "Round", "Oval", "Princess", "Cushion", "Emerald", "Pear"] as const;
const colors = ["D", "E", "F", "G", "G", "H", "H", "I", "J"] as const;
const clarities = ["VVS1", "VVS2", "VS1", "VS1", "VS2", "VS2", "SI1", "SI2"] as const;
const grades = ["Excellent", "Excellent", "Very Good", "Good"] as const;

// A stone object as the domain's stone schemas read it (stones.ts); `g` keys its draws.
function stone(g: string, salt: number, type: string, extra: string[] = []) {
  const r = (offset: number) => fractionOf(g, salt + offset);
  const weight = `round((0.2 + 2.3 * power(${r(1)}, 2))::numeric, 2)`;
  const diameter = `(6.5 * power(${weight}::float8, 1.0 / 3))`;
  return `jsonb_build_object(
    'type', ${type}, 'shape', ${pick(r(2), shapes)}, 'cut', ${pick(r(3), grades)},
    'weight', to_char(${weight}, 'FM990.00'),
    'measurements', to_char(${diameter}, 'FM990.00') || 'x' || to_char(${diameter} * 1.006, 'FM990.00')
      || 'x' || to_char(${diameter} * 0.61, 'FM990.00') || 'mm',
    'color', jsonb_build_object('template', 'Standard', 'value', ${pick(r(4), colors)}, 'asterisks', ''),
    'clarity', jsonb_build_object('value', ${pick(r(5), clarities)}, 'asterisks', '')
    ${extra.map((entry) => `, ${entry}`).join("")})`;
}

// Rows numbered from..to (inclusive); `created` grows with the row number. Per row: b its order
// block, in_order whether that block is an order, g the first row of its line (or the row itself),
// which keys everything a line shares.
function insertChunk({ from, to, step, oldestMs, seed }: SeedChunk): string {
  const shared = (salt: number) => fractionOf("g", salt);
  // The records of an order (c) share their client and customer.
  const { clientId, customerId } = companyIdsSql(seed, (salt) => fractionOf("c", salt), 8);
  const mainType = `CASE WHEN template_id = 19 THEN ''
      WHEN template_id IN (14, 15, 17, 20) THEN ${pick(shared(20), gemTypes)}
      ELSE ${weighted(shared(21), diamondTypes)} END`;
  const polishSymmetry = ["'polish', 'Excellent'", "'symmetry', 'Very Good'"];
  return `
INSERT INTO jewelry (
  id, template_id, jewelry_type, certificate_number, client_sku, sku, stock_number, item_number,
  order_number, line_number, purchase_order, tracking_number, client_id, customer_id, metal,
  measurement, inscription, description, main_stone, has_side_stones, side_stone,
  is_multiple_center_stones, center_stones, qa_status, retail_price, card_cert_printed,
  colored_stone, has_been_shipped, shipped_on, newly_added, update_spreadsheet, incomplete,
  created, updated_at, version, total_cert_price, processed_by)
SELECT
  ${uuidv7Sql("ms", "h", "i")},
  template_id, jewelry_type, certificate_number,
  CASE WHEN certificate_number = '' OR ${shared(3)} < 0.85 THEN 'SKU-' || (10000 + (g * 7) % 200003) ELSE '' END,
  CASE WHEN ${fraction(4)} < 0.5 THEN 'JS' || (500000 + i) ELSE '' END,
  CASE WHEN ${fraction(5)} < 0.3 THEN 'ST' || (700000 + i) ELSE '' END,
  CASE WHEN ${fraction(6)} < 0.6 THEN 'IT' || (100000 + (i * 13) % 899981) ELSE '' END,
  CASE WHEN in_order THEN 'A' || (100000 + b) ELSE '' END,
  CASE WHEN in_order THEN ((i % ${orderSize}) / line_size + 1)::int END,
  CASE WHEN ${fractionOf(`i / ${orderSize * 3}`, 7)} < 0.5 THEN 'PO' || (200000 + i / ${orderSize * 3}) ELSE '' END,
  CASE WHEN shipped THEN '1Z' || upper(substr(md5('t' || CASE WHEN in_order THEN b ELSE -i END), 1, 16)) ELSE '' END,
  ${clientId},
  ${customerId},
  metal,
  CASE WHEN jewelry_type IN ('Ring', 'Rings', 'Solitaire', 'Wedding Set') THEN 'Size ' || (4 + floor(${shared(12)} * 6)::int)
    WHEN jewelry_type IN ('Necklace', 'Pendant') THEN (16 + 2 * floor(${shared(12)} * 3)::int) || ' in' ELSE '' END,
  CASE WHEN in_order THEN 'Video Illustration' ELSE '' END,
  jewelry_type || ' in ' || metal,
  main_stone, has_side_stones,
  CASE WHEN has_side_stones THEN ${stone("g", 40, "side_type", ["'colorCode', '#FFFFFF'", "'colorMode', 'color'"])}
    ELSE '{}'::jsonb END,
  template_id IN (4, 13),
  CASE WHEN template_id IN (4, 13) THEN jsonb_build_array(
      ${stone("g", 50, "main_stone->>'type'", polishSymmetry)},
      ${stone("g", 60, "main_stone->>'type'", polishSymmetry)})
    ELSE '[]'::jsonb END,
  ${weighted(fraction(13), qaWeights)},
  CASE WHEN ${fraction(14)} < 0.6 THEN round((150 + 4850 * power(${shared(15)}, 3))::numeric, 2) END,
  shipped,
  NOT (main_stone->>'type' ILIKE '%diamond%' AND has_side_stones AND side_type ILIKE '%diamond%'),
  shipped,
  CASE WHEN shipped THEN to_timestamp(ms / 1000.0) + interval '6 days' END,
  ${fraction(16)} < 0.01,
  false,
  certificate_number = '',
  to_timestamp(ms / 1000.0),
  to_timestamp(ms / 1000.0),
  1,
  CASE WHEN ${fraction(14)} < 0.6 THEN 35 END,
  CASE WHEN shipped THEN ${pick(fraction(25), ["'MAYA G'", "'DANIEL C'", "'ROSA P'"])} ELSE '' END
FROM (
  SELECT *,
    ${stone("g", 30, mainType, [...polishSymmetry, "'colorCode', '#FFFFFF'", "'colorMode', 'color'"])} AS main_stone
  FROM (
    SELECT i, b, g, c, in_order, line_size, h, ms,
      ${weighted(fractionOf("g", 1), templateWeights)}::smallint AS template_id,
      ${weighted(fractionOf("g", 2), styleWeights)} AS jewelry_type,
      ${weighted(fractionOf("g", 17), metalWeights)} AS metal,
      ${weighted(fractionOf("g", 18), sideTypes)} AS side_type,
      ${fractionOf("g", 19)} < 0.55 AS has_side_stones,
      CASE WHEN ${fraction(22)} < 0.03 THEN '' ELSE 'JW' || (100000000 + (i * 7727) % 900000000) END
        AS certificate_number,
      ms < ${Date.now() - 10 * 24 * 3_600_000} AND ${fractionOf("c", 23)} < 0.85 AS shipped
    FROM (
      SELECT i, b, in_order, line_size, md5('jw' || i) AS h,
        CASE WHEN in_order THEN i - (i % ${orderSize}) % line_size ELSE i END AS g,
        CASE WHEN in_order THEN b ELSE -1 - i END AS c,
        ${oldestMs} + floor((i + ${fraction(0)}) * ${step})::bigint AS ms
      FROM (
        SELECT i, i / ${orderSize} AS b, ${fractionOf(`i / ${orderSize}`, 24)} < 0.6 AS in_order,
          2 + (i / ${orderSize}) % 3 AS line_size
        FROM generate_series(${from}::bigint, ${to}::bigint) AS i
      ) AS blocks
    ) AS lines
  ) AS drawn
) AS stones`;
}

// The list's kept counts are jewelry_counts, jewelry_month_counts (migration 0011) and
// jewelry_key_prefix_counts (migration 0013).
const seedJewelryRows = certificateSeeder({
  table: "jewelry",
  kind: "jewelry",
  countsRebuild: [
    "jewelry_counts_rebuild",
    "jewelry_key_prefix_counts_rebuild",
    "jewelry_billing_counts_rebuild",
    "shipped_jewelry_counts_rebuild",
  ],
  analyze: ["jewelry_counts", "jewelry_month_counts", "jewelry_key_prefix_counts"],
  companyPrefix: "Jewelry Bench",
  insertChunk,
});

export const seedJewelry: CertificateSeeder<JewelrySeed> = async (session, total, options) => {
  const seed = await seedJewelryRows(session, total, options);
  return { ...seed, sample: total > 0 ? await sampleOf(session) : emptySample };
};

const emptySample: JewelrySample = {
  id: "",
  certificateNumber: "",
  clientSku: "",
  itemNumber: "",
  orderNumber: "",
  lineNumber: 0,
  purchaseOrder: "",
  trackingNumber: "",
};

// A record in the middle of the intake, of a line of 4, with every key filled.
async function sampleOf(session: SqlSession): Promise<JewelrySample> {
  const { rows } = await session.query(`
    SELECT id, certificate_number AS "certificateNumber", client_sku AS "clientSku",
      item_number AS "itemNumber", order_number AS "orderNumber", line_number AS "lineNumber",
      purchase_order AS "purchaseOrder", tracking_number AS "trackingNumber"
    FROM jewelry AS j
    WHERE certificate_number <> '' AND client_sku <> '' AND item_number <> ''
      AND purchase_order <> '' AND tracking_number <> ''
      AND (SELECT count(*) FROM jewelry AS o
           WHERE o.order_number = j.order_number AND o.line_number = j.line_number) = 4
      AND created < (SELECT min(created) + (max(created) - min(created)) / 2 FROM jewelry)
    ORDER BY created DESC
    LIMIT 1`);
  const [found] = rows as JewelrySample[];
  if (!found) throw new Error("the seeded jewelry has no record of a line of 4 with every key");
  return found;
}
