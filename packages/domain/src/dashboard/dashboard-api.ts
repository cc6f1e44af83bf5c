// The dashboard's counts (issue 13; spec 000 §2, §3 'analytics'). One endpoint, signed in:
//   GET /api/dashboard → dashboardCountsSchema
// Every figure is exact at the moment it is read: kept by the database in the same transaction
// as each write (statement triggers, docs/decisions/0011), never by the application.
import { z } from "zod";

export const dashboardCountsSchema = z.object({
  jewelry: z.number().int(),
  diamonds: z.number().int(),
  // The imperfection area is not built yet (it has no table): 0 until it is.
  imperfections: z.number().int(),
  // Client companies (customers are not clients), and those with ad-portal access.
  clients: z.number().int(),
  clientsWithAdPortalAccess: z.number().int(),
  // Issued digital certificates: diamond and jewelry records that have a certificate number
  // (the public page's and the spreadsheet's key, decision 0007) and are not awaiting
  // completion (NewlyAdded false). Completing a newly added item adds one; a record pulled from
  // Diamond Track counts once it is completed.
  digitalCertificates: z.number().int(),
  // Items awaiting completion (the newly added table's unfiltered total).
  newlyAdded: z.number().int(),
});
export type DashboardCounts = z.infer<typeof dashboardCountsSchema>;
