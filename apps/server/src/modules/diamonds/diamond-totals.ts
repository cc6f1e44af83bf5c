import { type DiamondFilter, diamondFilterSchema } from "@loupe/domain/diamonds/diamond";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { diamondCounts } from "../../db/schema";

// The list's total without counting rows when the filter is empty or a single value that
// diamond_counts keeps (migration 0003: statement triggers keep it exact in the same transaction
// as every write; docs/decisions/0003-diamond-list-totals.md). Any other filter counts rows.

// Every filter the schema knows: one added later counts rows until it is taught here.
const filterKeys = Object.keys(diamondFilterSchema.shape) as (keyof DiamondFilter)[];

const counter = (dimension: string, value: string): SQL =>
  sql`${diamondCounts.dimension} = ${dimension} and ${diamondCounts.value} = ${value}`;

// The counter rows whose sum is this filter's total, or null when none are kept for it. A filter
// is on exactly when diamondFilterConditions applies it (a truthy value).
export function keptCountRows(filter: DiamondFilter): SQL | null {
  const active = filterKeys.filter((key) => Boolean(filter[key]));
  if (active.length === 0) return counter("all", "");
  if (active.length > 1) return null;
  const { templateId, clientId, shape, origin, imperfections } = filter;
  if (templateId) return counter("template", String(templateId));
  // uuid::text is lower case; the filter may arrive in either.
  if (clientId) return counter("client", clientId.toLowerCase());
  if (shape) return counter("shape", shape);
  // 'Natural' is every stone not lab grown, whatever else its origin says.
  if (origin === "Natural")
    return sql`${diamondCounts.dimension} = 'origin' and ${diamondCounts.value} <> 'Lab Grown'`;
  if (origin) return counter("origin", origin);
  if (imperfections) return counter("imperfections", imperfections);
  return null;
}

// null: the caller counts rows.
export async function keptDiamondTotal(db: Executor, filter: DiamondFilter): Promise<number | null> {
  const rows = keptCountRows(filter);
  if (!rows) return null;
  const [found] = await db
    .select({ total: sql<number>`coalesce(sum(${diamondCounts.n}), 0)::integer` })
    .from(diamondCounts)
    .where(rows);
  return found?.total ?? 0;
}
