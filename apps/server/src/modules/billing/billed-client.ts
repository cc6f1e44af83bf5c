import type { BillingClient } from "@loupe/domain/billing/billing-query";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { notFound } from "../../http/problem";
import { companies } from "../companies/ports";
import { billingClientChoices } from "./schema";

// The billed client a user sees first: the one they last chose (any station), else the configured
// default (BILLING_DEFAULT_CLIENT_ID) while it names a client, else every client.
export async function billedClientOf(
  db: Database,
  administratorId: string,
  defaultClientId: string | undefined,
): Promise<BillingClient> {
  const [chosen] = await db
    .select({ clientId: billingClientChoices.clientId, clientName: companies.name })
    .from(billingClientChoices)
    .leftJoin(companies, eq(companies.id, billingClientChoices.clientId))
    .where(eq(billingClientChoices.administratorId, administratorId));
  if (chosen) return { clientId: chosen.clientId, clientName: chosen.clientName };
  if (!defaultClientId) return { clientId: null, clientName: null };
  const [fallback] = await db
    .select({ clientId: companies.id, clientName: companies.name })
    .from(companies)
    .where(and(eq(companies.id, defaultClientId), eq(companies.kind, "client")));
  return fallback ?? { clientId: null, clientName: null };
}

// Remembers a user's choice (null: every client). A screen preference of the user's own, not a
// record of the lab: no activity entry (write-examples.ts says so).
export async function chooseBilledClient(
  db: Database,
  administratorId: string,
  clientId: string | null,
): Promise<BillingClient> {
  let clientName: string | null = null;
  if (clientId) {
    const [client] = await db
      .select({ name: companies.name })
      .from(companies)
      .where(and(eq(companies.id, clientId), eq(companies.kind, "client")));
    if (!client) throw notFound("No client has this id");
    clientName = client.name;
  }
  await db
    .insert(billingClientChoices)
    .values({ administratorId, clientId })
    .onConflictDoUpdate({
      target: billingClientChoices.administratorId,
      set: { clientId, updatedAt: sql`now()` },
    });
  return { clientId, clientName };
}
