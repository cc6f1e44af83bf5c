import { diamondPublicPath } from "@loupe/domain/diamonds/diamond";
import type { PublicPage } from "../../../public/public-pages";
import { clientWebsite } from "../../companies/ports";
import { printedPlotSection } from "../../imperfections/ports";
import { renderDiamondCertificatePage } from "./certificate-page";
import { diamondCertificateVersion, findDiamondCertificate } from "./certificate-query";

// A diamond's public digital certificate at /c/diamond/{number or SKU} (docs/design.md).
export const diamondCertificatePage: PublicPage = {
  kind: "diamond",
  version: diamondCertificateVersion,
  find: async (db, key) => {
    const diamond = await findDiamondCertificate(db, key);
    if (!diamond) return null;
    const plot = diamond.imperfectionId ? await printedPlotSection(db, diamond.imperfectionId) : "";
    return {
      id: diamond.id,
      clientId: diamond.client?.id ?? null,
      clientWebsite: await clientWebsite(db, diamond.client?.id ?? null),
      // Only a public certificate is found (find-by-public-key.ts).
      canonicalPath: diamondPublicPath({ ...diamond, newlyAdded: false }),
      render: (pageUrl, lab, siteLink) => renderDiamondCertificatePage(diamond, pageUrl, lab, plot, siteLink),
    };
  },
};
