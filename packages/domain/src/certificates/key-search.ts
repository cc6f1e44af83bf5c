// A list's search box over certificate keys (numbers, SKUs, order numbers, spec 000 §2, 001
// §5.2): from this many characters a term matches any part of a key; a shorter term matches only
// its start. Trigram indexes answer partial matches of 3 characters or more; below that a partial
// match would read every row.
export const partialSearchMinLength = 3;

export type KeySearchMode = "partial" | "prefix";

// Characters as a person counts them (code points), after the same trim the filter applies.
export function keySearchMode(term: string): KeySearchMode {
  return Array.from(term.trim()).length >= partialSearchMinLength ? "partial" : "prefix";
}
