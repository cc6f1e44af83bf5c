import type { DiamondFilter } from "@loupe/domain/diamonds/diamond";
import { diamondSearchMode } from "@loupe/domain/diamonds/diamond-search";
import { and, eq, gte, lt, ne, or, type SQL, sql } from "drizzle-orm";
import { diamonds } from "../../db/schema";

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

// Search matches part of a certificate number or client SKU, whatever the case, from 3
// characters (trigram indexes); a shorter term matches their start (upper(...) text_pattern_ops
// indexes), which no index could answer as a partial match (domain diamonds/diamond-search.ts).
function searchCondition(term: string): SQL | undefined {
  if (diamondSearchMode(term) === "partial") {
    const pattern = `%${escapeLike(term)}%`;
    return or(
      sql`${diamonds.certificateNumber} ilike ${pattern}`,
      sql`${diamonds.clientSku} ilike ${pattern}`,
    );
  }
  const prefix = `${escapeLike(term.toUpperCase())}%`;
  return or(
    sql`upper(${diamonds.certificateNumber}) like ${prefix}`,
    sql`upper(${diamonds.clientSku}) like ${prefix}`,
  );
}

// The list filters of spec 000 §2/§5 as one SQL condition, shared by the list, the totals and the
// exports. 'Natural' is every stone not lab grown (packages/domain diamond-extras.ts).
export function diamondFilterConditions(filter: DiamondFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.search) conditions.push(searchCondition(filter.search));
  if (filter.createdFrom) conditions.push(gte(diamonds.created, new Date(filter.createdFrom)));
  if (filter.createdTo) conditions.push(lt(diamonds.created, new Date(filter.createdTo)));
  if (filter.templateId) conditions.push(eq(diamonds.templateId, filter.templateId));
  if (filter.clientId) conditions.push(eq(diamonds.clientId, filter.clientId));
  if (filter.shape) conditions.push(eq(diamonds.shape, filter.shape));
  if (filter.origin === "Natural") conditions.push(ne(diamonds.manufacturedAs, "Lab Grown"));
  else if (filter.origin) conditions.push(eq(diamonds.manufacturedAs, filter.origin));
  if (filter.imperfections === "with") conditions.push(ne(diamonds.imperfectionUrl, ""));
  if (filter.imperfections === "without") conditions.push(eq(diamonds.imperfectionUrl, ""));
  return and(...conditions);
}
