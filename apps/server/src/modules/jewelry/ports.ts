// What other areas may use of jewelry (docs/decisions/0015-area-ports.md): the table and the
// create/read services intake needs; anything else stays inside the area.
export { jewelry } from "./schema";
export { createJewelry, getJewelry } from "./service";
