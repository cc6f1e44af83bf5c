import { uuidv7 } from "uuidv7";
import type { Executor } from "../../db/client";
import { diamonds } from "../diamonds/ports";
import { jewelry } from "../jewelry/ports";

// Rows a list is made of, through the other areas' ports: a diamond and a jewelry record for the
// certificate information a list reads (qr-cert-info.ts). Its clients and videos come from
// testing/ (companies.ts, certificate-videos.ts); they are passed on under the names the public
// page's test imports.
export { insertCertificateVideo as insertVideo } from "../../testing/certificate-videos";
export { insertClient } from "../../testing/companies";

export async function insertDiamond(
  db: Executor,
  values: {
    certificateNumber?: string;
    clientSku?: string;
    shape: string;
    weight: number;
    newlyAdded?: boolean;
  },
) {
  await db.insert(diamonds).values({ id: uuidv7(), templateId: 1, ...values });
}

export async function insertJewelry(
  db: Executor,
  values: {
    clientSku?: string;
    orderNumber?: string;
    lineNumber?: number;
    jewelryType: string;
    mainStone: { weight: string; shape: string };
  },
) {
  const { mainStone, ...rest } = values;
  // The stored stone holds every field; the list reads weight and shape.
  await db.insert(jewelry).values({ id: uuidv7(), templateId: 1, ...rest, mainStone: mainStone as never });
}
