import { eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client";
import { rowFromJson } from "../../db/row-from-json";
import { rowVersion } from "../../db/row-version";
import { clientCompany, customerCompany, videoFile } from "./certificate-joins";

// A certificate type's records joined with their client, customer and video (and any other file
// the type joins), read as one JSON text per row: the one way a record is read (form, public
// page, exports). Drizzle's mapping of ~50 joined columns a row, and the pg parser copying each
// field, were a third of a 100,000-row export (decision 0004); one text a row, parsed once here,
// reads the same record.

type CertificateTable = PgTable & {
  id: PgColumn;
  clientId: PgColumn;
  customerId: PgColumn;
  certificateVideoFileId: PgColumn;
};

// Another stored file the type joins (jewelry's customer logo): its alias and the record's column.
export type JoinedFile = { name: string; file: PgTable & { id: PgColumn; name: PgColumn }; on: PgColumn };

const objectOrNull = (id: SQLWrapper, fields: SQL) =>
  sql`case when ${id} is null then null else json_build_object(${fields}) end`;

const fileObject = (file: { id: PgColumn; name: PgColumn }) =>
  objectOrNull(file.id, sql`'id', ${file.id}, 'name', ${file.name}`);

export function selectCertificatesAsJson(
  db: Executor,
  table: CertificateTable,
  where: SQL | undefined,
  files: readonly JoinedFile[] = [],
) {
  const client = clientCompany;
  const customer = customerCompany;
  const more = files.map(({ name, file }) => sql`, ${name}::text, ${fileObject(file)}`);
  const json = sql<string>`json_build_object(
    'row', to_json(${table}),
    'client', ${objectOrNull(client.id, sql`'id', ${client.id}, 'name', ${client.name}, 'logoFileId', ${client.logoFileId}`)},
    'customer', ${objectOrNull(customer.id, sql`'id', ${customer.id}, 'name', ${customer.name}`)},
    'video', ${fileObject(videoFile)}${sql.join(more)}
  )::text`;
  return selectJoined(db, table, json, where, files);
}

// The version of everything selectCertificatesAsJson reads for each record: the xmin of the
// record's row and of each row it joins (PostgreSQL gives a row a new one with every change), with
// the record's number and SKU, as one JSON text a row. For the public pages kept rendered
// (public/rendered-pages.ts): the same joins as the record, so a source joined there is versioned.
export type CertificateVersion = { certificateNumber: string; clientSku: string; version: string };

export function selectCertificateVersions(
  db: Executor,
  table: CertificateTable & { certificateNumber: PgColumn; clientSku: PgColumn },
  where: SQL | undefined,
  files: readonly JoinedFile[] = [],
) {
  const joinedTables = [table, clientCompany, customerCompany, videoFile, ...files.map(({ file }) => file)];
  const json = sql<string>`json_build_object(
    'certificateNumber', ${table.certificateNumber},
    'clientSku', ${table.clientSku},
    'version', concat_ws(':', ${table.id}, ${sql.join(joinedTables.map(rowVersion), sql`, `)})
  )::text`;
  return selectJoined(db, table, json, where, files);
}

function selectJoined(
  db: Executor,
  table: CertificateTable,
  json: SQL<string>,
  where: SQL | undefined,
  files: readonly JoinedFile[],
) {
  const joined = db
    .select({ json })
    .from(table as PgTable)
    .leftJoin(clientCompany, eq(clientCompany.id, table.clientId))
    .leftJoin(customerCompany, eq(customerCompany.id, table.customerId))
    .leftJoin(videoFile, eq(videoFile.id, table.certificateVideoFileId));
  return files
    .reduce((query, { file, on }) => query.leftJoin(file, eq(file.id, on)), joined.$dynamic())
    .where(where);
}

// The joined record of one such text: its references as read, its row mapped as Drizzle maps it.
export function joinedFromJson<Table extends PgTable, Joined extends { row: Table["$inferSelect"] }>(
  table: Table,
  text: string,
): Joined {
  const parsed = JSON.parse(text) as Omit<Joined, "row"> & { row: Record<string, unknown> };
  return { ...parsed, row: rowFromJson(table, parsed.row) } as Joined;
}
