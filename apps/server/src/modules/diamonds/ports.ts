// What other areas may use of diamonds (docs/decisions/0015-area-ports.md): the table and the
// create/read services intake needs; anything else stays inside the area.
export { diamonds } from "./schema";
export { createDiamond, getDiamond } from "./service";
