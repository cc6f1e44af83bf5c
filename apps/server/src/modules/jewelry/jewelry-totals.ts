import { keySearchMode } from "@loupe/domain/certificates/key-search";
import type { JewelryFilter } from "@loupe/domain/jewelry/jewelry-list-query";
import { and, count, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { wholeMonths } from "../../db/period-counts";
import { jewelryFilterConditions } from "./jewelry-filters";
import {
  jewelry,
  jewelryBillingCounts,
  jewelryCounts,
  jewelryKeyPrefixCounts,
  jewelryMonthCounts,
} from "./schema";

// The list's total without counting every matching row, as the diamond list's (decision 0003;
// decision 0010). Statement triggers keep both tables exact in the same transaction as every write
// (migration 0011):
// - jewelry_counts answers no filter, one of style, template or client alone, and a date range
//   alone (its whole UTC months);
// - jewelry_month_counts answers any mix of style, template, client and a date range.
// - jewelry_key_prefix_counts answers a 1–2 character search alone (it matches a key's start).
// - jewelry_billing_counts answers QA status and stolen, alone or with a client (migration 0015).
// The partial months at a range's ends are counted row by row with the list's own conditions;
// any other search counts rows (its first page reads at most 1,001 matches once, keyset-page.ts).

const monthKey = (date: Date) => date.toISOString().slice(0, 7);

// The partial months at either end of the range, counted from the rows.
function partialEnds(db: Executor, filter: JewelryFilter, first: Date | null, end: Date | null) {
  const counted = (part: JewelryFilter) =>
    sql`(${db.select({ n: count() }).from(jewelry).where(jewelryFilterConditions(part))})`;
  const from = filter.createdFrom ? new Date(filter.createdFrom) : null;
  const to = filter.createdTo ? new Date(filter.createdTo) : null;
  const head =
    from && first && from < first ? counted({ ...filter, createdTo: first.toISOString() }) : sql`0`;
  const tail = to && end && end < to ? counted({ ...filter, createdFrom: end.toISOString() }) : sql`0`;
  return sql`${head} + ${tail}`;
}

// The statement behind a kept total, or null when none is kept for this filter.
export function keptTotalStatement(db: Executor, filter: JewelryFilter) {
  const { jewelryType, templateId, clientId, createdFrom, createdTo } = filter;
  // QA status and stolen: kept alone or with a client (jewelry_billing_counts); otherwise rows.
  if (filter.qaStatus || filter.stolen) {
    if (filter.search || jewelryType || templateId || createdFrom || createdTo) return null;
    const { qaStatus, stolen } = filter;
    return db
      .select({ total: sql<number>`coalesce(sum(${jewelryBillingCounts.n}), 0)::integer` })
      .from(jewelryBillingCounts)
      .where(
        and(
          clientId ? eq(jewelryBillingCounts.client, clientId.toLowerCase()) : undefined,
          qaStatus ? eq(jewelryBillingCounts.qaStatus, qaStatus === "none" ? "" : qaStatus) : undefined,
          stolen ? eq(jewelryBillingCounts.isStolen, stolen === "yes") : undefined,
        ),
      );
  }
  // uuid::text is lower case; the filter may arrive in either.
  const client = clientId?.toLowerCase();
  const values: [string, string][] = [];
  if (jewelryType) values.push(["style", jewelryType]);
  if (templateId) values.push(["template", String(templateId)]);
  if (client) values.push(["client", client]);
  const sumOf = (
    table: typeof jewelryCounts | typeof jewelryMonthCounts | typeof jewelryKeyPrefixCounts,
    where: SQL | undefined,
    ends = sql`0`,
  ) =>
    db
      .select({ total: sql<number>`(coalesce(sum(${table.n}), 0) + ${ends})::integer` })
      .from(table)
      .where(where);
  const dated = Boolean(createdFrom || createdTo);
  if (filter.search) {
    // Kept starts are upper-cased by the database: a term only ASCII upper-cases the same here.
    const alone = !dated && values.length === 0;
    if (!alone || keySearchMode(filter.search) !== "prefix" || !/^[\x20-\x7e]+$/.test(filter.search))
      return null;
    return sumOf(
      jewelryKeyPrefixCounts,
      and(
        eq(jewelryKeyPrefixCounts.searchType, filter.searchType),
        eq(jewelryKeyPrefixCounts.prefix, filter.search.toUpperCase()),
      ),
    );
  }
  if (!dated && values.length === 0) return sumOf(jewelryCounts, eq(jewelryCounts.dimension, "all"));
  if (!dated && values.length === 1) {
    const [dimension, value] = values[0] ?? ["", ""];
    return sumOf(jewelryCounts, and(eq(jewelryCounts.dimension, dimension), eq(jewelryCounts.value, value)));
  }
  const months = wholeMonths(
    createdFrom ? new Date(createdFrom) : null,
    createdTo ? new Date(createdTo) : null,
  );
  if (!months) return null;
  const ends = partialEnds(db, filter, months.first, months.end);
  if (values.length === 0)
    return sumOf(
      jewelryCounts,
      and(
        eq(jewelryCounts.dimension, "month"),
        months.first ? gte(jewelryCounts.value, monthKey(months.first)) : undefined,
        months.end ? lt(jewelryCounts.value, monthKey(months.end)) : undefined,
      ),
      ends,
    );
  return sumOf(
    jewelryMonthCounts,
    and(
      client ? eq(jewelryMonthCounts.client, client) : undefined,
      templateId ? eq(jewelryMonthCounts.templateId, templateId) : undefined,
      jewelryType ? eq(jewelryMonthCounts.jewelryType, jewelryType) : undefined,
      months.first ? gte(jewelryMonthCounts.month, months.first) : undefined,
      months.end ? lt(jewelryMonthCounts.month, months.end) : undefined,
    ),
    ends,
  );
}

// null: the caller counts rows.
export async function keptJewelryTotal(db: Executor, filter: JewelryFilter): Promise<number | null> {
  const statement = keptTotalStatement(db, filter);
  if (!statement) return null;
  const [found] = await statement;
  return found?.total ?? 0;
}
