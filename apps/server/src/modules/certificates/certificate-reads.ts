import type { Page } from "@loupe/domain/paging";
import { eq } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { type KeysetRequest, keysetPage } from "../../db/keyset-page";
import { notFound } from "../../http/problem";
import type { CertificateKind, StreamedRow } from "./certificate-kind";
import { countViews } from "./certificate-references";

// A certificate type's list page and its record, read the same way for each type.

// More matches than this and a search's first page and its total are read apart (keyset-page.ts).
const searchMatchesReadOnce = 1000;

type ListedKind<Filter, Row, Item> = Pick<
  CertificateKind<Filter, StreamedRow, unknown, Row, Item>,
  "table" | "where" | "keptTotal" | "listRows" | "sortable" | "sortValue"
>;

// Keyset paged; the total is exact: kept counts where the filter has them (no filter or one kept
// value: no counting up to a million rows), otherwise a count of the filtered rows, which the
// filters' indexes answer. A search usually finds a handful of records: its matches are read once
// for page and total.
export async function listCertificates<Filter, Row extends Record<string, unknown>, Item>(
  db: Database,
  kind: ListedKind<Filter, Row, Item>,
  query: NoInfer<Filter> & KeysetRequest & { search?: string },
): Promise<Page<Item>> {
  const page = await keysetPage({
    db,
    table: kind.table,
    sortable: kind.sortable,
    where: kind.where(query),
    request: query,
    select: (where, orderBy, limit) =>
      kind.listRows
        .select(db, where)
        .orderBy(...orderBy)
        .limit(limit),
    sortValue: kind.sortValue,
    countTotal: () => kind.keptTotal(db, query),
    ...(query.search ? { fewMatchesCap: searchMatchesReadOnce } : {}),
  });
  return { ...page, items: page.items.map(kind.listRows.toItem) };
}

// One record as the form reads it, with its views; 404 when there is none.
export async function getCertificate<Joined extends StreamedRow, Certificate>(
  db: Executor,
  kind: Pick<
    CertificateKind<never, Joined, Certificate, never, never>,
    "type" | "table" | "notFound" | "select" | "parse" | "toRecord"
  >,
  id: string,
): Promise<Certificate> {
  const [found] = await kind.select(db, eq(kind.table.id, id));
  if (!found) throw notFound(kind.notFound);
  return kind.toRecord(kind.parse(found.json), await countViews(db, kind.type, id));
}
