// What other areas may use of jewelry (docs/decisions/0015-area-ports.md): the table and the
// create/read services intake needs; the list's filter conditions and kept totals, which the
// orders report (a view of the same records with their prices) pages by; the read of records with
// their client and customer names, which the orders report and the shipping log share; anything
// else stays inside the area.

export { countJewelryUsingValue } from "./attribute-usage";
export { selectJewelryWithCompanies, withCompanyReferences } from "./jewelry-companies";
export { jewelryFilterConditions } from "./jewelry-filters";
export { keptJewelryTotal } from "./jewelry-totals";
export { jewelry } from "./schema";
export { createJewelry, getJewelry } from "./service";
