import { sql } from "drizzle-orm";
import type { Database } from "./client";

// Every count the database keeps beside its rows (statement triggers written by the migrations,
// decisions 0003, 0016), with the rebuild that recounts it from the rows. Each rebuild is a
// function a migration defines: it locks its source tables against writers, empties the kept
// tables and counts again, so it is safe on a running server too. A restore runs them all; so
// can an operator (`npm run admin -- rebuild-counts`). kept-counts.test.ts proves the list is
// complete: every table a trigger writes is here or in `notKeptCounts`.
export const keptCounts = [
  {
    tables: ["diamond_counts", "diamond_month_counts"],
    from: ["diamonds"],
    rebuild: "diamond_counts_rebuild",
  },
  {
    tables: ["dashboard_counts"],
    from: ["jewelry", "diamonds", "companies"],
    rebuild: "dashboard_counts_rebuild",
  },
  {
    tables: ["jewelry_counts", "jewelry_month_counts"],
    from: ["jewelry"],
    rebuild: "jewelry_counts_rebuild",
  },
  { tables: ["jewelry_key_prefix_counts"], from: ["jewelry"], rebuild: "jewelry_key_prefix_counts_rebuild" },
  { tables: ["jewelry_billing_counts"], from: ["jewelry"], rebuild: "jewelry_billing_counts_rebuild" },
  { tables: ["billing_day_totals"], from: ["jewelry"], rebuild: "billing_day_totals_rebuild" },
  { tables: ["shipped_jewelry_counts"], from: ["jewelry"], rebuild: "shipped_jewelry_counts_rebuild" },
  {
    tables: ["activity_log_day_counts", "activity_log_month_counts"],
    from: ["activity_log"],
    rebuild: "activity_log_counts_rebuild",
  },
  {
    tables: ["imperfection_totals"],
    from: ["diamond_imperfections"],
    rebuild: "imperfection_totals_rebuild",
  },
  {
    tables: [
      "digital_certificate_video_counts",
      "digital_certificate_video_day_counts",
      "digital_certificate_video_month_counts",
    ],
    from: ["digital_certificate_videos"],
    rebuild: "digital_certificate_video_counts_rebuild",
  },
  {
    tables: [
      "analytics_day_counts",
      "analytics_month_counts",
      "analytics_record_month_counts",
      "analytics_record_year_counts",
    ],
    from: ["public_page_views", "public_page_clicks"],
    rebuild: "analytics_counts_rebuild",
  },
] as const satisfies readonly KeptCount[];

export type KeptCount = {
  // The tables the rebuild empties and fills again.
  tables: readonly string[];
  // The tables whose rows are counted.
  from: readonly string[];
  // A database function (no arguments) a migration defines.
  rebuild: string;
};

// Tables triggers write that are not counts, and why a restore leaves them as they are.
export const notKeptCounts = {
  // The registry of certificate numbers (migration 0005): its primary key is what keeps a number
  // unique across types, so it is restored with the rows, as they were when dumped together.
  certificate_numbers: "the certificate number registry, restored with its rows",
  // A client's folded name on each video (migration 0028), a column of a data table.
  digital_certificate_videos: "a data table; the trigger keeps its client sort key",
} as const;

export const keptCountTables: readonly string[] = keptCounts.flatMap((entry) => entry.tables);

// Recounts every kept count from the rows, one transaction per rebuild (each holds its source
// tables' writers only while it recounts them).
export async function rebuildKeptCounts(
  db: Database,
  onRebuilt: (entry: KeptCount) => void = () => {},
): Promise<void> {
  for (const entry of keptCounts) {
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`SELECT ${entry.rebuild}()`));
    });
    onRebuilt(entry);
  }
}
