import type { DashboardCounts } from "@loupe/domain/dashboard/dashboard-api";
import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";

// The five cards' figures (spec 000 §2) in one read of rows the database keeps exact in each
// write's own transaction (migration 0010, docs/decisions/0011): no count walks a table.
// The diamonds' total is diamond_counts 'all' (docs/decisions/0003).
export async function readDashboardCounts(db: Executor): Promise<DashboardCounts> {
  const result = (await db.execute(sql`
    select
      coalesce((select n from diamond_counts where dimension = 'all' and value = ''), 0)::integer as diamonds,
      coalesce(sum(n) filter (where source = 'jewelry' and name = 'all'), 0)::integer as jewelry,
      coalesce(sum(n) filter (where source = 'companies' and name = 'clients'), 0)::integer as clients,
      coalesce(sum(n) filter (where source = 'companies' and name = 'clients_with_ad_portal_access'), 0)::integer
        as "clientsWithAdPortalAccess",
      coalesce(sum(n) filter (where name = 'digital_certificates'), 0)::integer as "digitalCertificates",
      coalesce(sum(n) filter (where name = 'newly_added'), 0)::integer as "newlyAdded",
      -- The lab's maps, every user's: the cards are the lab's figures (the list shows one's own).
      -- Summed from the per-user counters (one row a user), so a departed administrator's maps,
      -- kept owned by nobody for their certificates, are not counted.
      (select coalesce(sum(total), 0) from imperfection_totals)::integer as imperfections
    from dashboard_counts
  `)) as unknown as { rows: DashboardCounts[] };
  const [row] = result.rows;
  if (!row) throw new Error("The dashboard counts query answered no row");
  return row;
}
