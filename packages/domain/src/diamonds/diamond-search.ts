// The diamond list's search box (spec 000 §2): from this many characters a term matches any part
// of a certificate number or client SKU; a shorter term matches only their start. Trigram indexes
// answer partial matches of 3 characters or more; below that a partial match would read every row.
export const partialSearchMinLength = 3;

export type DiamondSearchMode = "partial" | "prefix";

// Characters as a person counts them (code points), after the same trim the filter applies.
export function diamondSearchMode(term: string): DiamondSearchMode {
  return Array.from(term.trim()).length >= partialSearchMinLength ? "partial" : "prefix";
}
