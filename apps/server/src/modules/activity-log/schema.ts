import { type PeriodCounts, periodCountsTable } from "../../db/period-counts-table";

// The activity log's totals without counting millions of entries (decision 0016): entries per
// actor (the administrator's id as text, '' for an entry without one) and UTC day, and per actor
// and UTC month, kept by a statement trigger on activity_log (migration 0018).
export const activityLogDayCounts = periodCountsTable("activity_log_day_counts", "actor", "day");
export const activityLogMonthCounts = periodCountsTable("activity_log_month_counts", "actor", "month");
export const activityLogCounts: PeriodCounts = { day: activityLogDayCounts, month: activityLogMonthCounts };
