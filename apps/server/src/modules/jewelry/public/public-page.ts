import { jewelryPublicPath } from "@loupe/domain/jewelry/jewelry";
import { batchedPerDatabase } from "../../../db/batched-reads";
import type { Database } from "../../../db/client";
import type { PublicPage } from "../../../public/public-pages";
import { findByPublicKeys } from "../../certificates/find-by-public-key";
import { clientWebsite } from "../../companies/ports";
import { joinedJewelry, selectJewelry, toJewelry } from "../jewelry-rows";
import { jewelry } from "../schema";
import { renderJewelryCertificatePage } from "./certificate-page";

// By certificate number or, for an item without one, by client SKU, read with the other requests of
// a batch (db/batched-reads.ts).
const jewelryCertificates = batchedPerDatabase((db: Database, keys: string[]) =>
  findByPublicKeys(keys, {
    columns: jewelry,
    read: async (where, orderBy) =>
      (await selectJewelry(db, where).orderBy(...orderBy)).map((row) => toJewelry(joinedJewelry(row.json))),
    keysOf: (record) => record,
  }),
);

// A jewelry item's public digital certificate at /c/jewelry/{number or SKU} (docs/design.md);
// the frame (public/public-pages.ts) answers 404 and counts the view.
export const jewelryCertificatePage: PublicPage = {
  kind: "jewelry",
  find: async (db, key) => {
    const record = await jewelryCertificates(db, key);
    if (!record) return null;
    return {
      id: record.id,
      clientId: record.client?.id ?? null,
      clientWebsite: await clientWebsite(db, record.client?.id ?? null),
      canonicalPath: jewelryPublicPath(record),
      render: (pageUrl, lab, siteLink) => renderJewelryCertificatePage(record, pageUrl, lab, siteLink),
    };
  },
};
