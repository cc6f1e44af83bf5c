import { keySearchMode } from "@loupe/domain/certificates/key-search";
import { and, type Column, or, type SQL, sql } from "drizzle-orm";
import { escapeLike } from "../../db/escape-like";

// Client SKUs often open with a word that a client gives to most of its stones ('SKU-…'). pg_trgm
// splits words at the separator, and that word's trigrams ('sku', 'ku ') sit in hundreds of
// thousands of rows, whose lists the trigram index reads for every candidate: 'SKU-9876' cost
// 8 ms at 1,000,000 diamonds where '-9876' cost 1 (decision 0003). So the index is probed with
// the term minus such a leading word when what remains still has a digit and 4 characters, and
// each row found is checked against the whole term: the answer is the same, the work is not.
// Letters run straight into digits ('LG1234') are left whole: there the whole term probed faster.
const leadingWord = /^\p{L}+(?=[^\p{L}\p{N}])/u;
const probeMinLength = 4;

export function indexProbe(term: string): string {
  const rest = term.replace(leadingWord, "");
  return rest.length >= probeMinLength && /\d/.test(rest) ? rest : term;
}

// A search over key columns (domain certificates/key-search.ts): from 3 characters it matches any
// part of any of them, whatever the case (a trigram index on each column); a shorter term matches
// their start (an upper(column) text_pattern_ops index on each).
export function keySearchCondition(columns: Column[], term: string): SQL | undefined {
  if (keySearchMode(term) === "partial") {
    const contains = (text: string) => {
      const pattern = `%${escapeLike(text)}%`;
      return or(...columns.map((column) => sql`${column} ilike ${pattern}`));
    };
    const probe = indexProbe(term);
    if (probe === term) return contains(term);
    // strpos is no index's operator, so the planner keeps to the probe for the index.
    return and(
      contains(probe),
      or(...columns.map((column) => sql`strpos(upper(${column}), upper(${term})) > 0`)),
    );
  }
  const prefix = `${escapeLike(term.toUpperCase())}%`;
  return or(...columns.map((column) => sql`upper(${column}) like ${prefix}`));
}
