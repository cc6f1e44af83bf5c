import { diamondSaveSchema } from "@loupe/domain/diamonds/diamond";
import { colorGradesFor } from "@loupe/domain/options/color-templates";
import { diamondClarityGrades, fluorescenceGrades, polishGrades } from "@loupe/domain/options/grading";
import { uuidv7 } from "uuidv7";
import type { Executor } from "../db/client";
import { attributes } from "../modules/attributes/schema";
import { columnsFrom } from "../modules/diamonds/diamond-rows";
import { diamonds } from "../modules/diamonds/schema";

// Extra option values, as the lab would have added them on the attributes screen.
export const demoAttributes: Record<string, string[]> = {
  girdle: ["Thin", "Medium", "Slightly Thick", "Thin to Medium", "Medium to Slightly Thick"],
  shapes: ["Old Mine", "Rose Cut"],
  cut: ["Very Good Plus"],
};

const demoShapes = ["Round", "Oval", "Princess", "Cushion", "Emerald", "Pear", "Marquise", "Radiant"];
const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

// 60 diamonds over the last 90 days, across every template, client, shape and origin; two are
// imports that still lack data (shown in red).
export async function seedDemoDiamonds(
  tx: Executor,
  owners: { administratorId: string; clientIds: string[]; customerIds: string[] },
): Promise<void> {
  for (const [name, values] of Object.entries(demoAttributes))
    await tx.insert(attributes).values({ id: name, values });
  const now = Date.now();
  const rows = Array.from({ length: 60 }, (_, index) => {
    const templateId = ((index % 6) + 1) as 1 | 2 | 3 | 4 | 5 | 6;
    const incomplete = index === 7 || index === 23;
    const input = diamondSaveSchema.parse({
      templateId,
      certificateNumber: `LG${(7_204_118_300 + index * 37).toString()}`,
      clientSku: index % 4 === 0 ? "" : `SKU-${String(5000 + index)}`,
      stockNumber: `ST-${String(100 + index)}`,
      shape: incomplete ? "" : pick(demoShapes, index),
      weight: Math.round((0.3 + ((index * 7) % 40) / 10) * 100) / 100,
      cut: "Excellent",
      polish: pick(polishGrades, index + 3),
      symmetry: pick(polishGrades, index + 4),
      fluorescence: pick(fluorescenceGrades, index),
      girdle: index % 2 === 0 ? "M" : "Medium",
      table: 55 + (index % 5),
      depth: 60 + (index % 4) / 2,
      measurements: `${(6 + (index % 5) / 10).toFixed(2)} x ${(6.05 + (index % 5) / 10).toFixed(2)} x 3.9${index % 10}`,
      color: { template: "Standard", value: pick(colorGradesFor("Standard"), index), asterisks: "" },
      clarity: { value: pick(diamondClarityGrades, index + 5), asterisks: index % 9 === 0 ? "*" : "" },
      manufacturedAs: pick(["Lab Grown", "Lab Grown", "Natural Stone"], index),
      description: `${pick(demoShapes, index)} ${index % 3 === 2 ? "natural" : "laboratory-grown"} diamond`,
      clientId: pick(owners.clientIds, index),
      customerId: index % 5 === 0 ? pick(owners.customerIds, index) : null,
      imperfectionUrl: index % 6 === 1 ? `/imperfections/demo-${index}` : "",
    });
    return {
      id: uuidv7(),
      ...columnsFrom(input),
      created: new Date(now - index * 36 * 3_600_000),
      createdBy: owners.administratorId,
      updatedBy: owners.administratorId,
    };
  });
  await tx.insert(diamonds).values(rows);
}
