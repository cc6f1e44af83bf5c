import { type JewelrySaveInput, jewelrySaveSchema } from "@loupe/domain/jewelry/jewelry";
import { skuDefaultsFrom, skuDefaultsSchema } from "@loupe/domain/jewelry/sku-defaults";
import type { MainStoneInput } from "@loupe/domain/jewelry/stones";
import { gemstoneColors, metals, qaStatuses } from "@loupe/domain/options/jewelry";
import { type JewelryTemplateId, jewelryTemplates } from "@loupe/domain/options/jewelry-templates";
import { uuidv7 } from "uuidv7";
import type { Executor } from "../db/client";
import { insertByColumns } from "../db/insert-by-columns";
import { columnsFrom } from "../modules/jewelry/jewelry-rows";
import { jewelry, jewelrySkuDefaults } from "../modules/jewelry/schema";

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;
const day = 24 * 3_600_000;

// One diamond, graded in full; a template shows what it needs of it.
const diamond = (index: number, weight: string): MainStoneInput => ({
  type: "Diamond",
  shape: pick(["Round", "Oval", "Princess", "Cushion", "Emerald", "Pear"], index),
  cut: pick(["Excellent", "Ideal", "Very Good"], index),
  polish: pick(["Excellent", "Very Good"], index),
  symmetry: pick(["Excellent", "Very Good", "Good"], index),
  weight,
  measurements: `${(6 + (index % 5) / 10).toFixed(2)} x ${(6.05 + (index % 5) / 10).toFixed(2)} x 3.9${index % 10} mm`,
  table: 55 + (index % 5),
  depth: 60 + (index % 4) / 2,
  color: { template: "Standard", value: pick(["D", "E", "F", "G", "H"], index), asterisks: "" },
  clarity: { value: pick(["VS1", "VS2", "VVS2", "SI1", "IF"], index), asterisks: index % 7 === 0 ? "*" : "" },
  // Templates 2, 10 and 11 grade a second color or clarity.
  color2: { template: "Standard", value: pick(["G", "H", "I"], index), asterisks: "" },
  clarity2: { value: pick(["SI1", "SI2", "VS2"], index), asterisks: "" },
});

const gems = ["Ruby", "Sapphire", "Emerald"] as const;
const gem = (index: number): MainStoneInput => ({
  type: pick(gems, index),
  shape: pick(["Oval", "Cushion", "Emerald"], index),
  cut: "Excellent",
  weight: `${(1.2 + (index % 4) / 4).toFixed(2)}`,
  measurements: "7.10 x 5.20 x 3.40 mm",
  color: {
    template: "Standard",
    value: pick(["Vivid Red", "Royal Blue", "Vivid Green"], index),
    asterisks: "",
  },
  clarity: { value: "Eye Clean", asterisks: "" },
  colorCode: gemstoneColors[pick(gems, index)],
});

const sideStone = (index: number) => ({
  type: index % 3 === 0 ? "Diamond Accent" : "Diamond",
  shape: "Round",
  cut: "Very Good",
  weight: `${(0.25 + (index % 4) / 10).toFixed(2)} ctw`,
  measurements: "1.5 x 1.5 x 0.9 mm",
  color: { template: "Standard" as const, value: "G", asterisks: "" as const },
  clarity: { value: "VS2", asterisks: "" as const },
});

const gemTemplates: readonly JewelryTemplateId[] = [15, 17, 20];
const jewelryTypeFor = (templateId: JewelryTemplateId, index: number) =>
  templateId === 5
    ? pick(["Pendant", "Necklace", "Ring"], index)
    : pick(["Ring", "Pendant", "Earring", "Bracelet", "Necklace", "Studs"], index);

// One order line per template (22 lines), with 1 to 4 certificates each; siblings share the
// grading and have their own numbers. Lines 2 and 10 (templates 3 and 11) lack a grade Save requires (shown in red).
// Templates 4 and 13 have two center stones.
function orderLine(templateId: JewelryTemplateId, line: number, owners: Owners): JewelrySaveInput[] {
  const size = [2, 1, 3, 1, 4, 2][line % 6] as number;
  const primary = gemTemplates.includes(templateId)
    ? gem(line)
    : diamond(line, `${(0.7 + (line % 6) / 5).toFixed(2)}`);
  const incomplete = line === 2 || line === 10;
  const mainStone = incomplete ? { ...primary, clarity: { value: "", asterisks: "" as const } } : primary;
  const centerStones: JewelrySaveInput["centerStones"] =
    templateId === 4 || templateId === 13 ? [diamond(line, "0.71"), diamond(line + 1, "0.70")] : [];
  const orderNumber = `A${String(4100 + Math.floor(line / 3))}`;
  return Array.from({ length: size }, (_, sibling) => {
    const index = line * 4 + sibling;
    return {
      templateId,
      jewelryType: jewelryTypeFor(templateId, line),
      certificateNumber: `JW${String(5_200_100 + index)}`,
      clientSku: `JSKU-${String(300 + line)}`,
      sku: `S${String(7000 + index)}`,
      stockNumber: `JST-${String(100 + index)}`,
      itemNumber: `IT-${String(900 + index)}`,
      orderNumber,
      lineNumber: (line % 3) + 1,
      purchaseOrder: `PO-${String(61_000 + Math.floor(line / 2))}`,
      trackingNumber: line % 4 === 0 ? `1Z999AA1${String(10_000_000 + index)}` : "",
      clientId: pick(owners.clientIds, line),
      customerId: line % 3 === 0 ? pick(owners.customerIds, line) : null,
      metal: templateId === 14 ? "Sterling Silver" : pick(metals, line * 5),
      measurement: line % 2 === 0 ? `Size ${String(5 + (line % 4))}` : "18 in",
      description: `${jewelryTypeFor(templateId, line)} in ${pick(metals, line * 5)}`,
      certificateComments: line % 5 === 0 ? "Laser inscription on girdle." : "",
      cardDescription: jewelryTypeFor(templateId, line),
      mainStone,
      hasSideStones: line % 2 === 0,
      sideStone: sideStone(line),
      isMultipleCenterStones: centerStones.length > 0,
      centerStones,
      qaStatus: sibling === 0 ? pick(["", ...qaStatuses], line) : "Passed",
      retailPrice: 450 + line * 125,
      // Billing (/billing) sums these: a few price points, so its total reads like a real one.
      totalCertPrice: 35 + (index % 4) * 12.5,
      totalCertCost: 12.5,
    };
  });
}

type Owners = { administratorId: string; clientIds: string[]; customerIds: string[] };

// Jewelry across all 22 templates (spec 001 §3.3): order lines of 1 to 4 certificates, some
// shipped, QA results and prices, two incomplete lines, two with two center stones, and the
// client SKU defaults of every fifth line.
export async function seedDemoJewelry(tx: Executor, owners: Owners): Promise<void> {
  const now = Date.now();
  const records = jewelryTemplates.flatMap((template, line) => orderLine(template.id, line, owners));
  const rows = records.map((record, index) => {
    // Newest first in file order, half a day apart.
    const created = new Date(now - index * (day / 2));
    const shipped = index % 3 === 1;
    return {
      id: uuidv7(),
      ...columnsFrom(jewelrySaveSchema.parse(record)),
      hasBeenShipped: shipped,
      // Two days after intake, never later than now: the shipping log shows no future shipment.
      shippedOn: shipped ? new Date(Math.min(created.getTime() + 2 * day, now - 60_000)) : null,
      processedBy: shipped ? pick(["MAYA G", "DANIEL C"], index) : "",
      cardCertPrinted: shipped,
      created,
      createdBy: owners.administratorId,
      updatedBy: owners.administratorId,
    };
  });
  await insertByColumns(tx, jewelry, rows);
  const defaulted = jewelryTemplates
    .flatMap((_, line) =>
      line % 5 === 0 ? [records.findIndex((record) => record.clientSku === `JSKU-${300 + line}`)] : [],
    )
    .map((index) => skuDefaultsSchema.parse(skuDefaultsFrom(jewelrySaveSchema.parse(records[index]))));
  await tx
    .insert(jewelrySkuDefaults)
    .values(defaulted.map((defaults) => ({ ...defaults, updatedBy: owners.administratorId })));
}
