import { uuidv7 } from "uuidv7";
import type { Executor } from "../db/client";
import { companies } from "../modules/companies/schema";

// Client companies written straight to the table, by name: { Aurora: id }.
export const insertClients = (db: Executor, idsByName: Record<string, string>) =>
  db
    .insert(companies)
    .values(Object.entries(idsByName).map(([name, id]) => ({ id, kind: "client" as const, name })));

// One client company written straight to the table; its id.
export async function insertClient(db: Executor, name: string): Promise<string> {
  const id = uuidv7();
  await db.insert(companies).values({ id, kind: "client", name });
  return id;
}
