import type { CertificateType } from "@loupe/domain/certificates/certificate-type";
import type { Page } from "@loupe/domain/paging";
import { eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database, Executor } from "../../db/client";
import { type KeysetRequest, keysetPage, type SortableColumn } from "../../db/keyset-page";
import type { HttpProblem } from "../../http/problem";
import type { selectCertificatesAsJson } from "./certificate-json-rows";
import { countViews } from "./certificate-references";

// A certificate type's list page and its record, read the same way for each type.

// More matches than this and a search's first page and its total are read apart (keyset-page.ts).
const searchMatchesReadOnce = 1000;

// Keyset paged; the total is exact: kept counts where the filter has them, otherwise a count of
// the filtered rows, which the filters' indexes answer. A search usually finds a handful of
// records: its matches are read once for page and total.
export async function listCertificates<Row extends Record<string, unknown>, Item>(
  db: Database,
  request: KeysetRequest & { search?: string },
  list: {
    table: PgTable & { id: PgColumn };
    sortable: Record<string, SortableColumn>;
    where: SQL | undefined;
    select: (
      db: Executor,
      where: SQL | undefined,
    ) => {
      orderBy: (...orderBy: SQL[]) => { limit: (limit: number) => Promise<Row[]> };
    };
    sortValue: (row: Row, field: string) => unknown;
    keptTotal: () => Promise<number | null>;
    toItem: (row: Row) => Item;
  },
): Promise<Page<Item>> {
  const page = await keysetPage({
    db,
    table: list.table,
    sortable: list.sortable,
    where: list.where,
    request,
    select: (where, orderBy, limit) =>
      list
        .select(db, where)
        .orderBy(...orderBy)
        .limit(limit),
    sortValue: list.sortValue,
    countTotal: list.keptTotal,
    ...(request.search ? { fewMatchesCap: searchMatchesReadOnce } : {}),
  });
  return { ...page, items: page.items.map(list.toItem) };
}

// One record as the form reads it, with its views; `missing` when there is none.
export async function getCertificate<Joined, Record>(
  db: Executor,
  id: string,
  read: {
    type: CertificateType;
    table: { id: PgColumn };
    select: (db: Executor, where: SQL | undefined) => ReturnType<typeof selectCertificatesAsJson>;
    parse: (json: string) => Joined;
    toRecord: (joined: Joined, views: number) => Record;
    missing: () => HttpProblem;
  },
): Promise<Record> {
  const [found] = await read.select(db, eq(read.table.id, id));
  if (!found) throw read.missing();
  return read.toRecord(read.parse(found.json), await countViews(db, read.type, id));
}
