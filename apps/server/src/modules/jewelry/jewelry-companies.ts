import { eq } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client";
import {
  clientCompany,
  customerCompany,
  listedCompanies,
  listedReferences,
} from "../certificates/certificate-joins";
import { jewelry } from "./schema";

// Jewelry rows with the `columns` asked for and their client's and customer's ids and names,
// left-joined by id (a record without one reads nulls): the orders report, the shipping log and
// its add-to-log search read them so. The caller adds its where, order and limit.
export const selectJewelryWithCompanies = <Columns extends SelectedFields>(db: Executor, columns: Columns) =>
  db
    .select({ ...columns, ...listedCompanies })
    .from(jewelry)
    .leftJoin(clientCompany, eq(clientCompany.id, jewelry.clientId))
    .leftJoin(customerCompany, eq(customerCompany.id, jewelry.customerId));

type CompanyColumns = {
  clientId: string | null;
  clientName: string | null;
  customerId: string | null;
  customerName: string | null;
};

// Such a row's own columns, its companies answered as references ({ id, name } or null).
export function withCompanyReferences<Row extends CompanyColumns>(row: Row) {
  const { clientId, clientName, customerId, customerName, ...columns } = row;
  return { ...columns, ...listedReferences({ clientId, clientName, customerId, customerName }) };
}
