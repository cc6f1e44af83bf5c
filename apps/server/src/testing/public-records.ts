import { uuidv7 } from "uuidv7";
import type { Executor } from "../db/client";
import { diamonds } from "../modules/diamonds/schema";
import { mainStone } from "./jewelry-fixtures";
import { insertJewelryRecords } from "./seed-jewelry";
import type { TestSuite } from "./test-suite";

// Public certificates written straight to their tables, for the public pages' tests: a graded
// diamond (LG700123, 1 ct, clarity VS1*) and a ring with one graded main stone.

const publicRecordDate = new Date(2026, 2, 7, 12);
export const publicTestLab = {
  name: "Loupe Gemological Laboratory",
  accreditation: "ISO/IEC 17025 accredited, No. 1234",
};

export const insertPublicDiamond = (db: Executor, values: Partial<typeof diamonds.$inferInsert> = {}) =>
  db.insert(diamonds).values({
    id: uuidv7(),
    templateId: 1,
    certificateNumber: "LG700123",
    weight: 1,
    colorValue: "G",
    clarityValue: "VS1",
    clarityAsterisks: "*",
    created: publicRecordDate,
    ...values,
  });

export const insertPublicRing = (
  db: Executor,
  number: string,
  weight: string,
  clarity: "" | "*" | "**" = "",
) =>
  insertJewelryRecords(db, [
    {
      templateId: 1,
      jewelryType: "Ring",
      certificateNumber: number,
      clientSku: `SKU-${number}`,
      metal: "18K White Gold",
      mainStone: mainStone({ weight, clarity: { value: "VS2", asterisks: clarity } }),
      created: publicRecordDate,
    },
  ]);

// The lab's settings saved as a super administrator would (the suite's member is one).
export async function savePublicTestLab(suite: TestSuite, logoFileId: string | null = null): Promise<void> {
  const response = await suite.context.request({
    method: "PUT",
    url: "/api/settings/lab",
    cookie: suite.cookie,
    payload: { ...publicTestLab, logoFileId, version: 0 },
  });
  if (response.statusCode !== 200)
    throw new Error(`Saving the lab answered ${response.statusCode}: ${response.body}`);
}
