// What other areas may use of diamonds (docs/decisions/0015-area-ports.md): the table and the
// create/read services intake needs, and the imperfection map link the imperfections area writes;
// anything else stays inside the area.

export { countDiamondsUsingValue } from "./attribute-usage";
export {
  connectDiamondToImperfection,
  diamondsByCertificateNumber,
  releaseDiamondFromImperfection,
} from "./imperfection-links";
export { diamonds } from "./schema";
export { createDiamond, getDiamond } from "./service";
