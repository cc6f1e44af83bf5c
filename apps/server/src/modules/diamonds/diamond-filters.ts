import type { DiamondFilter } from "@loupe/domain/diamonds/diamond";
import { type OriginFilter, originFilterRule } from "@loupe/domain/options/diamond-extras";
import { and, type Column, eq, gte, lt, ne, type SQL } from "drizzle-orm";
import { keySearchCondition } from "../certificates/key-search";
import { diamonds } from "./schema";

// Search matches part of a certificate number or client SKU, whatever the case, from 3
// characters; a shorter term matches their start (certificates/key-search.ts).
const searchCondition = (term: string) =>
  keySearchCondition([diamonds.certificateNumber, diamonds.clientSku], term);

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
  // A connected imperfection map or an imperfections link (schema.ts has_imperfections).
  if (filter.imperfections === "with") conditions.push(eq(diamonds.hasImperfections, true));
  if (filter.imperfections === "without") conditions.push(eq(diamonds.hasImperfections, false));
  return and(...conditions);
}
