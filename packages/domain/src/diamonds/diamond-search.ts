import { type KeySearchMode, keySearchMode } from "../certificates/key-search";

// The diamond list's search box (spec 000 §2) matches certificate numbers and client SKUs by the
// rule every certificate list shares (certificates/key-search.ts).
export { partialSearchMinLength } from "../certificates/key-search";
export type DiamondSearchMode = KeySearchMode;
export const diamondSearchMode = keySearchMode;
