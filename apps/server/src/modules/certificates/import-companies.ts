import { certificateImportReasons as importReasons } from "@loupe/domain/certificates/import-reasons";
import type { CompanyKind } from "@loupe/domain/companies";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { companies } from "../companies/ports";

// Imported rows name their client and customer; the name must match exactly one company of that
// kind, ignoring case.

export type CompanyMatch = { id: string; name: string } | { reason: string } | null;

export async function companiesByName(db: Executor, kind: CompanyKind, names: string[]) {
  const wanted = [...new Set(names.map((name) => name.trim().toLowerCase()).filter(Boolean))];
  const byName = new Map<string, { id: string; name: string }[]>();
  for (let start = 0; start < wanted.length; start += 1000) {
    const rows = await db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(
        and(
          eq(companies.kind, kind),
          inArray(sql`lower(trim(${companies.name}))`, wanted.slice(start, start + 1000)),
        ),
      );
    for (const row of rows) {
      const key = row.name.trim().toLowerCase();
      byName.set(key, [...(byName.get(key) ?? []), row]);
    }
  }
  return (name: string): CompanyMatch => {
    if (!name) return null;
    const found = byName.get(name.trim().toLowerCase()) ?? [];
    if (found.length === 1 && found[0]) return found[0];
    return {
      reason:
        found.length === 0
          ? importReasons.unknownCompany(kind, name)
          : importReasons.ambiguousCompany(kind, name),
    };
  };
}

// The ids (among `ids`) that are companies of this kind.
export async function existingCompanyIds(
  db: Executor,
  kind: CompanyKind,
  ids: string[],
): Promise<Set<string>> {
  const wanted = [...new Set(ids)];
  const found = new Set<string>();
  for (let start = 0; start < wanted.length; start += 1000) {
    const rows = await db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.kind, kind), inArray(companies.id, wanted.slice(start, start + 1000))));
    for (const row of rows) found.add(row.id);
  }
  return found;
}
