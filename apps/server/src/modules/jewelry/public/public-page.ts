import { jewelryPublicPath } from "@loupe/domain/jewelry/jewelry";
import { batchedPerDatabase } from "../../../db/batched-reads";
import type { Database } from "../../../db/client";
import type { PublicPage } from "../../../public/public-pages";
import type { CertificateVersion } from "../../certificates/certificate-json-rows";
import { findByPublicKeys } from "../../certificates/find-by-public-key";
import { clientWebsite } from "../../companies/ports";
import { joinedJewelry, selectJewelry, selectJewelryVersions, toJewelry } from "../jewelry-rows";
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

// The version of every row an item's page shows (certificates/certificate-json-rows.ts), for the
// pages kept rendered (public/rendered-pages.ts), found by the same keys as the page.
const jewelryVersions = batchedPerDatabase(async (db: Database, keys: string[]) => {
  const found = await findByPublicKeys(keys, {
    columns: jewelry,
    read: async (where, orderBy) =>
      (await selectJewelryVersions(db, where).orderBy(...orderBy)).map(
        (row) => JSON.parse(row.json) as CertificateVersion,
      ),
    keysOf: (row) => row,
  });
  return new Map([...found].map(([key, row]) => [key, row.version]));
});

// A jewelry item's public digital certificate at /c/jewelry/{number or SKU} (docs/design.md);
// the frame (public/public-pages.ts) answers 404 and counts the view.
export const jewelryCertificatePage: PublicPage = {
  kind: "jewelry",
  version: jewelryVersions,
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
