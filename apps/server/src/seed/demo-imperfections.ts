import {
  type DesignSymbol,
  designImperfections,
  type ImperfectionDesign,
  newDesignSymbol,
} from "@loupe/domain/imperfections/imperfection-design";
import { type ImperfectionShape, imperfectionShapes } from "@loupe/domain/options/shapes";
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import type { Executor } from "../db/client";
import { storedFiles } from "../db/files-schema";
import { diamonds } from "../modules/diamonds/schema";
import { diamondImperfections } from "../modules/imperfections/schema";
import type { Storage } from "../storage/storage";
import { demoProportionsPng } from "./demo-png";

// A symbol moved from where the editor drops it, as a grader leaves it.
const at = (label: DesignSymbol["label"], left: number, top: number, angle = 0, scale = 1): DesignSymbol => ({
  ...newDesignSymbol(label),
  left,
  top,
  scaleX: scale,
  scaleY: scale,
  angle,
});

const drafts: { name: string; shape: ImperfectionShape; symbols: DesignSymbol[] }[] = [
  { name: "Asscher 1.20 ct — first look", shape: "Asscher", symbols: [at("crystal", 140, 120)] },
  {
    name: "Oval 0.90 ct plot",
    shape: "Oval",
    symbols: [at("cloud", 110, 95, 0, 0.8), at("pinpoint", 160, 140), at("nick", 395, 60, 30)],
  },
  { name: "Pear 2.05 ct (re-check girdle)", shape: "Pear", symbols: [at("feather", 95, 150, -20, 1.2)] },
];

const connected: { name: string; symbols: DesignSymbol[]; printed: boolean }[] = [
  {
    name: "Client stone — crown and pavilion",
    symbols: [at("feather", 120, 110, 15), at("crystal", 180, 90), at("extra facet", 380, 150)],
    printed: true,
  },
  {
    name: "Lab-grown plot, two inclusions",
    symbols: [at("pinpoint", 130, 130), at("cloud", 360, 120)],
    printed: false,
  },
];

const design = (symbols: DesignSymbol[]): ImperfectionDesign => ({ canvas_data: symbols });
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

// The demo administrator's maps: drafts, and (when files can be stored) two with a proportions
// image connected to demo diamonds, one of them printed. Counters follow by their triggers.
export async function seedDemoImperfections(tx: Executor, storage: Storage | null, ownerId: string) {
  const map = (name: string, shape: ImperfectionShape, symbols: DesignSymbol[], created: Date) => ({
    id: uuidv7(),
    ownerId,
    name,
    shape,
    design: design(symbols),
    imperfections: designImperfections(design(symbols)),
    created,
    updatedAt: created,
    updatedBy: ownerId,
  });
  await tx
    .insert(diamondImperfections)
    .values(drafts.map((draft, index) => map(draft.name, draft.shape, draft.symbols, daysAgo(6 - index))));
  if (!storage) return;

  const stones = await tx
    .select({ id: diamonds.id, shape: diamonds.shape })
    .from(diamonds)
    .where(
      and(
        ne(diamonds.certificateNumber, ""),
        eq(diamonds.newlyAdded, false),
        inArray(diamonds.shape, [...imperfectionShapes]),
      ),
    )
    .orderBy(asc(diamonds.created))
    .limit(connected.length);
  const content = demoProportionsPng();
  for (const [index, stone] of stones.entries()) {
    const plan = connected[index];
    if (!plan) break;
    const fileId = uuidv7();
    const storageKey = `uploads/${fileId.slice(0, 8)}/${fileId}`;
    await storage.put(storageKey, content);
    await tx.insert(storedFiles).values({
      id: fileId,
      storageKey,
      name: "proportions.png",
      contentType: "image/png",
      size: content.length,
      uploadedBy: ownerId,
    });
    const created = daysAgo(10 + index);
    const connectedAt = daysAgo(9 + index);
    const row = map(plan.name, stone.shape as ImperfectionShape, plan.symbols, created);
    await tx.insert(diamondImperfections).values({
      ...row,
      proportionsFileId: fileId,
      proportionsAddedAt: connectedAt,
      diamondId: stone.id,
      diamondConnectedAt: connectedAt,
      printed: plan.printed,
      printDate: plan.printed ? daysAgo(8) : null,
    });
    await tx
      .update(diamonds)
      .set({ imperfectionId: row.id, imperfectionConnectedAt: connectedAt })
      .where(eq(diamonds.id, stone.id));
  }
}
