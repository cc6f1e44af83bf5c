import type { Executor } from "../db/client";
import { companies } from "../modules/companies/schema";

// Client companies written straight to the table, by name: { Aurora: id }.
export const insertClients = (db: Executor, idsByName: Record<string, string>) =>
  db
    .insert(companies)
    .values(Object.entries(idsByName).map(([name, id]) => ({ id, kind: "client" as const, name })));
