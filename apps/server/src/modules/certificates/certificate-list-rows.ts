import { eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable, SelectedFields } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client";
import { clientCompany, customerCompany, listedCompanies, listedReferences } from "./certificate-joins";

// What every certificate list row shows (its key, template and state, its companies), read and
// answered the same way for each type; each type adds its own columns. Reading only these, not
// the ~50 columns of a record, keeps a page cheap (decision 0003).

type ListedTable = PgTable & {
  id: PgColumn;
  created: PgColumn;
  certificateNumber: PgColumn;
  clientSku: PgColumn;
  templateId: PgColumn;
  incomplete: PgColumn;
  newlyAdded: PgColumn;
  clientId: PgColumn;
  customerId: PgColumn;
};

function selectListRows<Table extends ListedTable, Own extends SelectedFields>(
  db: Executor,
  table: Table,
  own: Own,
  where: SQL | undefined,
) {
  return db
    .select({
      ...own,
      id: table.id as Table["id"],
      created: table.created as Table["created"],
      certificateNumber: table.certificateNumber as Table["certificateNumber"],
      clientSku: table.clientSku as Table["clientSku"],
      templateId: table.templateId as Table["templateId"],
      incomplete: table.incomplete as Table["incomplete"],
      newlyAdded: table.newlyAdded as Table["newlyAdded"],
      ...listedCompanies,
    })
    .from(table as PgTable)
    .leftJoin(clientCompany, eq(clientCompany.id, table.clientId))
    .leftJoin(customerCompany, eq(customerCompany.id, table.customerId))
    .where(where);
}

type ListRow<Table extends ListedTable, Own extends SelectedFields> = Awaited<
  ReturnType<typeof selectListRows<Table, Own>>
>[number];

// The common columns as every certificate table reads them.
type CommonListRow = {
  id: string;
  created: Date;
  certificateNumber: string;
  clientSku: string;
  incomplete: boolean;
  clientId: string | null;
  clientName: string | null;
  customerId: string | null;
  customerName: string | null;
};

// A type's list rows: how to read them, and the item each answers: the common fields and the
// type's own columns as read. `describe` gives the row's template and its public page.
export function certificateListRows<
  Table extends ListedTable,
  Own extends SelectedFields,
  Template extends { id: number; name: string },
>(
  table: Table,
  own: Own,
  describe: (row: ListRow<Table, Own>) => { template: Template; publicPath: string | null },
) {
  type Row = ListRow<Table, Own>;
  const ownKeys = Object.keys(own) as (keyof Own & keyof Row)[];
  return {
    select: (db: Executor, where: SQL | undefined) => selectListRows(db, table, own, where),
    toItem: (row: Row) => {
      const { template, publicPath } = describe(row);
      // The generic row is the common columns (selected above) and the type's own.
      const common = row as unknown as CommonListRow;
      const item = {
        id: common.id,
        created: common.created.toISOString(),
        certificateNumber: common.certificateNumber,
        clientSku: common.clientSku,
        ...listedReferences(common),
        template: { id: template.id as Template["id"], name: template.name as Template["name"] },
        publicPath,
        incomplete: common.incomplete,
      };
      // Added one by one, in the same order for every row: one object shape for the whole page
      // (Object.fromEntries and a spread of it made each item a slow dictionary, 5 µs an item).
      const withOwn = item as typeof item & Pick<Row, keyof Own & keyof Row>;
      for (const key of ownKeys) (withOwn as Record<string, unknown>)[key as string] = row[key];
      return withOwn;
    },
  };
}

// A list row's printed card (print-card.ts): whether, when (ISO text, as created is answered) and
// by whom, so a reprint can be warned about without reading the record.
export const listedCardPrint = (table: {
  cardCertPrinted: PgColumn;
  cardPrintedAt: PgColumn;
  cardPrintedByName: PgColumn;
}) => ({
  cardCertPrinted: sql<boolean>`${table.cardCertPrinted}`,
  cardPrintedAt: sql<
    string | null
  >`to_char(${table.cardPrintedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  cardPrintedBy: sql<string>`${table.cardPrintedByName}`,
});
