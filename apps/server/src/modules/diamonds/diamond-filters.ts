import type { DiamondFilter } from "@loupe/domain/diamonds/diamond";
import { diamondSearchMode } from "@loupe/domain/diamonds/diamond-search";
import { type OriginFilter, originFilterRule } from "@loupe/domain/options/diamond-extras";
import { and, type Column, eq, gte, lt, ne, or, type SQL, sql } from "drizzle-orm";
import { escapeLike } from "../../db/escape-like";
import { diamonds } from "./schema";

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

// Search matches part of a certificate number or client SKU, whatever the case, from 3
// characters (trigram indexes); a shorter term matches their start (upper(...) text_pattern_ops
// indexes), which no index could answer as a partial match (domain diamonds/diamond-search.ts).
function searchCondition(term: string): SQL | undefined {
  if (diamondSearchMode(term) === "partial") {
    const contains = (text: string) => {
      const pattern = `%${escapeLike(text)}%`;
      return or(
        sql`${diamonds.certificateNumber} ilike ${pattern}`,
        sql`${diamonds.clientSku} ilike ${pattern}`,
      );
    };
    const probe = indexProbe(term);
    if (probe === term) return contains(term);
    // strpos is no index's operator, so the planner keeps to the probe for the index.
    return and(
      contains(probe),
      or(
        sql`strpos(upper(${diamonds.certificateNumber}), upper(${term})) > 0`,
        sql`strpos(upper(${diamonds.clientSku}), upper(${term})) > 0`,
      ),
    );
  }
  const prefix = `${escapeLike(term.toUpperCase())}%`;
  return or(
    sql`upper(${diamonds.certificateNumber}) like ${prefix}`,
    sql`upper(${diamonds.clientSku}) like ${prefix}`,
  );
}

// The origin filter on a column holding ManufacturedAs values (the diamonds' own, or a kept
// count's), by the domain's one mapping of "Natural".
export function originCondition(column: Column, origin: OriginFilter): SQL {
  const rule = originFilterRule(origin);
  return "is" in rule ? eq(column, rule.is) : ne(column, rule.isNot);
}

// The list filters of spec 000 §2/§5 as one SQL condition, shared by the list, the totals and the
// exports.
export function diamondFilterConditions(filter: DiamondFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.search) conditions.push(searchCondition(filter.search));
  if (filter.createdFrom) conditions.push(gte(diamonds.created, new Date(filter.createdFrom)));
  if (filter.createdTo) conditions.push(lt(diamonds.created, new Date(filter.createdTo)));
  if (filter.templateId) conditions.push(eq(diamonds.templateId, filter.templateId));
  if (filter.clientId) conditions.push(eq(diamonds.clientId, filter.clientId));
  if (filter.shape) conditions.push(eq(diamonds.shape, filter.shape));
  if (filter.origin) conditions.push(originCondition(diamonds.manufacturedAs, filter.origin));
  if (filter.imperfections === "with") conditions.push(ne(diamonds.imperfectionUrl, ""));
  if (filter.imperfections === "without") conditions.push(eq(diamonds.imperfectionUrl, ""));
  return and(...conditions);
}
