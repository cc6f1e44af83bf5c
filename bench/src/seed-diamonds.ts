import type { ManufacturedAs } from "@loupe/domain/options/diamond-extras";
import type { DiamondTemplateId } from "@loupe/domain/options/diamond-templates";
import type {
  CutGrade,
  DiamondClarityGrade,
  FluorescenceGrade,
  PolishGrade,
} from "@loupe/domain/options/grading";
import type { Shape } from "@loupe/domain/options/shapes";
import {
  type CertificateSeed,
  type CertificateSeeder,
  certificateSeeder,
  companyIdsSql,
  fraction,
  pick,
  type SeedChunk,
  uuidv7Sql,
  weighted,
  weights,
  weightsById,
} from "./seed-sql";

// Seeds N diamonds with set-based SQL (INSERT … SELECT FROM generate_series, a chunk at a time) so
// a million rows take minutes, not hours. Every "random" choice is a hash of the row number, so
// two runs of the same size produce the same data and their figures can be compared.

export type { SqlSession } from "./seed-sql";

export type DiamondSeed = CertificateSeed;

// Weights are relative; values are the app's own option values (packages/domain/options).
const templateWeights = weightsById<DiamondTemplateId>({ 1: 15, 2: 10, 3: 35, 4: 15, 5: 15, 6: 10 });
const shapeWeights = weights<Shape>({
  Round: 40,
  Oval: 12,
  Princess: 8,
  Cushion: 8,
  Emerald: 7,
  Pear: 6,
  Radiant: 5,
  Marquise: 4,
  Asscher: 3,
  Heart: 3,
  "Round Brilliant": 2,
  Baguette: 2,
});
const cutWeights = weights<CutGrade>({
  Excellent: 45,
  Ideal: 20,
  "Very Good": 20,
  Good: 10,
  "Super Ideal": 5,
});
const finishWeights = weights<PolishGrade>({ Excellent: 55, "Very Good": 30, Good: 12, Fair: 3 });
const fluorescenceWeights = weights<FluorescenceGrade>({
  None: 55,
  Faint: 20,
  Medium: 13,
  Strong: 9,
  "Very Strong": 3,
});
const clarityWeights = weights<DiamondClarityGrade>({
  VS1: 18,
  VS2: 20,
  SI1: 17,
  VVS2: 12,
  VVS1: 10,
  SI2: 12,
  INFLAWLESS: 4,
  FLAWLESS: 2,
  I1: 5,
});
const originWeights = weights<ManufacturedAs | "">({ "Lab Grown": 60, "Natural Stone": 30, "": 10 });
const colorLetters = ["D", "E", "F", "G", "H", "I", "J", "K", "L", "M"] as const;
const girdles = ["M", "Medium", "Thin to Medium", "Slightly Thick"] as const;

// Rows numbered from..to (inclusive). `created` grows with the row number (the order diamonds
// are really added in), ids are UUIDv7 built from it (PostgreSQL 15 has no uuidv7()).
function insertChunk({ from, to, step, oldestMs, seed }: SeedChunk): string {
  const { clientId, customerId } = companyIdsSql(seed, fraction, 17);
  return `
INSERT INTO diamonds (
  id, template_id, certificate_number, client_sku, stock_number, inscription, shape, weight, cut,
  polish, symmetry, fluorescence, girdle, measurements, table_percent, depth_percent, color_template,
  color_value, color_asterisks, clarity_value, clarity_asterisks, description, certificate_comments,
  manufactured_as, client_id, customer_id, imperfection_url, order_number, line_number, newly_added,
  update_spreadsheet, added_barcode, incomplete, created, updated_at, version)
SELECT
  ${uuidv7Sql("ms", "h", "i")},
  template_id,
  certificate_number,
  CASE WHEN certificate_number = '' OR r_sku < 0.75 THEN 'SKU-' || i ELSE '' END,
  CASE WHEN r_stock < 0.5 THEN 'ST-' || i ELSE '' END,
  CASE WHEN origin = 'Lab Grown' AND r_stock < 0.3 THEN certificate_number ELSE '' END,
  shape,
  weight,
  CASE WHEN template_id = 2 THEN '' ELSE ${weighted(fraction(6), cutWeights)} END,
  ${weighted(fraction(7), finishWeights)},
  ${weighted(fraction(8), finishWeights)},
  ${weighted(fraction(9), fluorescenceWeights)},
  ${pick(fraction(10), girdles)},
  to_char(diameter, 'FM990.00') || ' x ' || to_char(diameter * 1.008, 'FM990.00') || ' x '
    || to_char(diameter * 0.615, 'FM990.00') || ' mm',
  round((53 + ${fraction(11)} * 9)::numeric, 1),
  round((59 + ${fraction(12)} * 5)::numeric, 1),
  'Standard',
  ${pick(fraction(13), colorLetters)},
  CASE WHEN ${fraction(14)} < 0.05 THEN '*' ELSE '' END,
  ${weighted(fraction(15), clarityWeights)},
  '',
  shape || ' ' || CASE WHEN origin = 'Lab Grown' THEN 'laboratory-grown' ELSE 'natural' END || ' diamond',
  CASE WHEN ${fraction(16)} < 0.02 THEN 'Inscription verified at grading.' ELSE '' END,
  origin,
  ${clientId},
  ${customerId},
  CASE WHEN ${fraction(21)} < 0.15 THEN 'https://imperfections.bench.loupe/' || i ELSE '' END,
  CASE WHEN r_order < 0.4 THEN 'PO-' || (i / 25) ELSE '' END,
  CASE WHEN r_order < 0.4 THEN (i % 25 + 1)::text ELSE '' END,
  -- 1 % arrived from Diamond Track and wait in the dashboard's newly added queue.
  ${fraction(30)} < 0.01,
  false,
  true,
  false,
  to_timestamp(ms / 1000.0),
  to_timestamp(ms / 1000.0),
  1
FROM (
  SELECT i, h, ms, template_id, shape, weight, origin, r_sku, r_stock, r_order,
    CASE WHEN r_cert < 0.03 THEN '' ELSE 'LG' || (100000000 + (i * 7919) % 900000000) END AS certificate_number,
    6.5 * power(weight::float8, 1.0 / 3) AS diameter
  FROM (
    SELECT i,
      md5(i::text) AS h,
      ${oldestMs} + floor((i + ${fraction(0)}) * ${step})::bigint AS ms,
      ${weighted(fraction(1), templateWeights)}::smallint AS template_id,
      ${weighted(fraction(4), shapeWeights)} AS shape,
      round((0.25 + 4.75 * power(${fraction(5)}, 3))::numeric, 2) AS weight,
      ${weighted(fraction(22), originWeights)} AS origin,
      ${fraction(2)} AS r_cert,
      ${fraction(3)} AS r_sku,
      ${fraction(23)} AS r_stock,
      ${fraction(24)} AS r_order
    FROM generate_series(${from}::bigint, ${to}::bigint) AS i
  ) AS numbered
) AS drawn`;
}

// The list's kept counts are diamond_counts (migration 0003).
export const seedDiamonds: CertificateSeeder<DiamondSeed> = certificateSeeder({
  table: "diamonds",
  kind: "diamond",
  countsRebuild: ["diamond_counts_rebuild"],
  analyze: ["diamond_counts"],
  insertChunk,
});
