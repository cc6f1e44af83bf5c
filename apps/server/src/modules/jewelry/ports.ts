// What other areas may use of jewelry (docs/decisions/0015-area-ports.md): the table and the
// create/read services intake needs; the list's filter conditions and kept totals, which the
// orders report (a view of the same records with their prices) pages by; anything else stays
// inside the area.
export { jewelryFilterConditions } from "./jewelry-filters";
export { keptJewelryTotal } from "./jewelry-totals";
export { jewelry } from "./schema";
export { createJewelry, getJewelry } from "./service";
