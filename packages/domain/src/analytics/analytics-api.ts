import { z } from "zod";
import { publicPageKinds } from "../public-pages/public-page-kind";
import { analyticsMessages } from "./analytics-messages";
import { allMonths } from "./analytics-period";

// The analytics API (spec 002 §2 'Analytics', §3 'analytics', §5). A client is required; the year
// defaults to none (the server answers the newest year with records, else the current one).

export { analyticsMessages };

const clientRequired = { error: analyticsMessages.clientRequired };

export const analyticsQuerySchema = z.object({
  clientId: z.uuid(clientRequired),
  year: z.coerce
    .number({ error: "year must be a year such as 2026" })
    .int("year must be a year such as 2026")
    .min(2000, "year must be 2000 or later")
    .max(2100, "year must be 2100 or earlier")
    .optional(),
  month: z
    .union([z.literal(allMonths), z.coerce.number().int().min(1).max(12)], {
      error: "month must be 1 to 12 or ALL",
    })
    .default(allMonths),
  // One certificate (or QR list) of the client; all of them when left out.
  recordId: z.uuid("recordId must be a certificate's id").optional(),
  // The certificates table's page (spec 002 §9: the analytics table default 50 a page).
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const counts = {
  certificateViews: z.number().int(),
  clicksToCompanySite: z.number().int(),
};
const countsSchema = z.object(counts);
const devicesSchema = z.object({
  android: countsSchema,
  ios: countsSchema,
  desktop: countsSchema,
  other: countsSchema,
});

export const analyticsAnswerSchema = z.object({
  clientId: z.string(),
  year: z.number().int(),
  month: z.union([z.literal(allMonths), z.number().int()]),
  recordId: z.string().nullable(),
  // The years and months that have any record for this client (spec: analytics/attributes); none
  // means 'No Record for this client as of yet'.
  years: z.array(z.object({ year: z.number().int(), months: z.array(z.number().int()) })),
  totals: countsSchema,
  months: z.array(z.object({ month: z.number().int(), name: z.string(), ...counts, devices: devicesSchema })),
  devices: devicesSchema,
  regions: z.array(z.object({ country: z.string(), ...counts })),
  certificates: z.object({
    total: z.number().int(),
    items: z.array(
      z.object({
        recordId: z.string(),
        kind: z.enum(publicPageKinds),
        // The certificate number, else the client SKU (a QR list: its title); null when the record is gone.
        label: z.string().nullable(),
        sku: z.string().nullable(),
        ...counts,
      }),
    ),
  }),
});
export type AnalyticsAnswer = z.infer<typeof analyticsAnswerSchema>;
