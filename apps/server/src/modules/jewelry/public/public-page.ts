import { jewelryPublicPath } from "@loupe/domain/jewelry/jewelry";
import type { PublicPage } from "../../../public/public-pages";
import { findByPublicKey } from "../../certificates/find-by-public-key";
import { clientWebsite } from "../../companies/ports";
import { joinedJewelry, selectJewelry, toJewelry } from "../jewelry-rows";
import { jewelry } from "../schema";
import { renderJewelryCertificatePage } from "./certificate-page";

// A jewelry item's public digital certificate at /c/jewelry/{number or SKU} (docs/design.md);
// the frame (public/public-pages.ts) answers 404 and counts the view.
export const jewelryCertificatePage: PublicPage = {
  kind: "jewelry",
  find: async (db, key) => {
    const found = await findByPublicKey(key, {
      columns: jewelry,
      read: (where, orderBy) =>
        selectJewelry(db, where)
          .orderBy(...orderBy)
          .limit(1),
    });
    if (!found) return null;
    const record = toJewelry(joinedJewelry(found.json));
    return {
      id: record.id,
      clientId: record.client?.id ?? null,
      clientWebsite: await clientWebsite(db, record.client?.id ?? null),
      canonicalPath: jewelryPublicPath(record),
      render: (pageUrl, lab, siteLink) => renderJewelryCertificatePage(record, pageUrl, lab, siteLink),
    };
  },
};
