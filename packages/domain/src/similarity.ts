// Typo-tolerant search, the way PostgreSQL's pg_trgm measures it, so a list searched in the
// browser and one searched on the server agree: each word (letters and digits, lower-cased) is
// padded with two spaces before and one after and cut into three-character pieces; similarity is
// the share of pieces the two texts have in common.
export const fuzzySearchThreshold = 0.3;

function trigrams(text: string): Set<string> {
  const pieces = new Set<string>();
  for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (word === "") continue;
    const padded = `  ${word} `;
    for (let index = 0; index + 3 <= padded.length; index += 1) pieces.add(padded.slice(index, index + 3));
  }
  return pieces;
}

export function trigramSimilarity(a: string, b: string): number {
  const first = trigrams(a);
  const second = trigrams(b);
  if (first.size === 0 || second.size === 0) return 0;
  let shared = 0;
  for (const piece of first) if (second.has(piece)) shared += 1;
  return shared / (first.size + second.size - shared);
}

// A value matches a search that it contains, or that is at least 0.3 similar to it (a typo, a
// swapped character).
export function fuzzyMatches(search: string, value: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === "") return true;
  if (value.toLowerCase().includes(needle)) return true;
  return trigramSimilarity(needle, value) >= fuzzySearchThreshold;
}
