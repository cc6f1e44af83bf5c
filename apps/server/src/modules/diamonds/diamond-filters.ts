import type { DiamondFilter } from "@loupe/domain/diamonds/diamond";
import { and, eq, gte, lt, ne, or, type SQL, sql } from "drizzle-orm";
import { diamonds } from "../../db/schema";

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

// The list filters of spec 000 §2/§5 as one SQL condition, shared by the list, the totals and the
// exports. Search is a partial, case-insensitive match on certificate number or client SKU
// (trigram indexes); 'Natural' is every stone not lab grown (packages/domain diamond-extras.ts).
export function diamondFilterConditions(filter: DiamondFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(
      or(sql`${diamonds.certificateNumber} ilike ${pattern}`, sql`${diamonds.clientSku} ilike ${pattern}`),
    );
  }
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
