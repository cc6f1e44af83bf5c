import type { CertificateType } from "@loupe/domain/certificates/certificate-type";
import type { SheetColumn, SheetContext } from "@loupe/domain/certificates/sheet";
import type { SkuRow } from "@loupe/domain/skus";
import type { SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Executor } from "../../db/client";
import type { SortableColumn } from "../../db/keyset-page";
import type { selectCertificatesAsJson } from "./certificate-json-rows";

// One certificate type as the shared kit serves it. Each type declares itself once (diamonds/
// diamond-kind.ts, jewelry/jewelry-kind.ts); its list, record reads, writes, exports, spreadsheet,
// routes and posts and SKUs are the kit's, read off that declaration.

// The columns the kit reads and writes on every certificate table (certificate-columns.ts).
export type CertificateTable = PgTable &
  Record<
    | "id"
    | "templateId"
    | "certificateNumber"
    | "clientSku"
    | "clientId"
    | "customerId"
    | "certificateVideoFileId"
    | "incomplete"
    | "newlyAdded"
    | "created"
    | "createdBy"
    | "updatedAt"
    | "updatedBy"
    | "version",
    PgColumn
  >;

// A record as read carries its own row, by which the exports page (creation time and id).
export type StreamedRow = { row: { created: Date; id: string } };

type ListRows<Row, Item> = {
  select: (
    db: Executor,
    where: SQL | undefined,
  ) => { orderBy: (...orderBy: SQL[]) => { limit: (limit: number) => Promise<Row[]> } };
  toItem: (row: Row) => Item;
};

export type CertificateKind<Filter, Joined extends StreamedRow, Certificate, ListRow, ListItem> = {
  type: CertificateType;
  // Its API's address and OpenAPI tags.
  path: string;
  tags: string[];
  table: CertificateTable;
  // The 404's text for a record that is not there.
  notFound: string;
  // A record as read: its JSON text (certificate-json-rows.ts), that text parsed, and the record
  // the API answers with its views (0 where they are not read).
  select: (db: Executor, where: SQL | undefined) => ReturnType<typeof selectCertificatesAsJson>;
  parse: (json: string) => Joined;
  toRecord: (joined: Joined, views?: number) => Certificate;
  // A filtered set (the list, the exports): its conditions, and its total from kept counts where
  // they answer the filter (null: count the rows).
  where: (filter: Filter) => SQL | undefined;
  keptTotal: (db: Executor, filter: Filter) => Promise<number | null>;
  // The list page: its rows (certificate-list-rows.ts), its sort orders and a row's value in each.
  listRows: ListRows<ListRow, ListItem>;
  sortable: Record<string, SortableColumn>;
  sortValue: (row: ListRow, field: string) => unknown;
  // Its name in the posts and SKU reports (table-certificate-source.ts) and the price they show.
  skuType: SkuRow["type"];
  skuPrice: PgColumn;
  // Its sheet, in the exports and in the synced spreadsheet (export-routes.ts, deliveries.ts),
  // and its QR list, at qrPath under its path; the exports take the list's filters.
  filterSchema: z.ZodType<Filter>;
  sheetName: string;
  sheetFileName: string;
  sheetColumns: readonly SheetColumn<Certificate>[];
  qrPath: string;
  qrFileName: string;
  qrHeaders: readonly string[];
  qrRow: (record: Certificate, context: SheetContext) => string[];
};

// A type's declaration, its own table and types kept as declared.
export const certificateKind = <
  Table extends CertificateTable,
  Filter,
  Joined extends StreamedRow,
  Certificate,
  ListRow,
  ListItem,
>(
  kind: CertificateKind<Filter, Joined, Certificate, ListRow, ListItem> & { table: Table },
) => kind;
