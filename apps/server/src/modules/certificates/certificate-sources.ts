import type { SkuRow } from "@loupe/domain/skus";
import type { Database } from "../../db/client";

// Certificates (diamonds, jewelry) belong to the areas that own them. Each area registers a source
// here when it is built; administrators (posts) and companies (Total SKUs, SKU reports) only sum
// and list what the sources give, so counts always come from queries, never stored counters.
export type CertificateSource = {
  countByAdministrator: (db: Database, administratorIds: string[]) => Promise<Map<string, number>>;
  listByAdministrator: (db: Database, administratorId: string) => Promise<SkuRow[]>;
  countByCompany: (db: Database, companyIds: string[]) => Promise<Map<string, number>>;
  listByCompany: (db: Database, companyId: string) => Promise<SkuRow[]>;
};

type Counter = (source: CertificateSource) => (db: Database, ids: string[]) => Promise<Map<string, number>>;

async function sumCounts(db: Database, sources: CertificateSource[], ids: string[], counter: Counter) {
  const totals = new Map<string, number>(ids.map((id) => [id, 0]));
  for (const source of sources) {
    for (const [id, total] of await counter(source)(db, ids)) totals.set(id, (totals.get(id) ?? 0) + total);
  }
  return totals;
}

const newestFirst = (a: SkuRow, b: SkuRow) => (b.created ?? "").localeCompare(a.created ?? "");

export const countPosts = (db: Database, sources: CertificateSource[], ids: string[]) =>
  sumCounts(db, sources, ids, (source) => source.countByAdministrator);

export const countCompanySkus = (db: Database, sources: CertificateSource[], ids: string[]) =>
  sumCounts(db, sources, ids, (source) => source.countByCompany);

export async function listPosts(db: Database, sources: CertificateSource[], administratorId: string) {
  const lists = await Promise.all(sources.map((source) => source.listByAdministrator(db, administratorId)));
  return lists.flat().sort(newestFirst);
}

export async function listCompanySkus(db: Database, sources: CertificateSource[], companyId: string) {
  const lists = await Promise.all(sources.map((source) => source.listByCompany(db, companyId)));
  return lists.flat().sort(newestFirst);
}
