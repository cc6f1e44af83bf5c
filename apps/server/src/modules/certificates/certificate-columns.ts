import { boolean, integer, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { administrators } from "../../db/accounts-schema";
import { timestamps } from "../../db/columns";
import { storedFiles } from "../../db/files-schema";
import { companies } from "../companies/ports";

// The columns every certificate table has besides its type's own (diamonds, jewelry): who it is
// for, its video, what the deliveries and the list read, and who wrote it when.

// What names the record (its id, its number or SKU, the stock number) and its template.
export const certificateKeyColumns = () => ({
  id: uuid("id").primaryKey(),
  templateId: smallint("template_id").notNull(),
  certificateNumber: text("certificate_number").notNull().default(""),
  clientSku: text("client_sku").notNull().default(""),
  stockNumber: text("stock_number").notNull().default(""),
});

// What the certificate prints about the piece in the lab's words.
export const certificateTextColumns = () => ({
  inscription: text("inscription").notNull().default(""),
  description: text("description").notNull().default(""),
  certificateComments: text("certificate_comments").notNull().default(""),
});

export const certificateReferenceColumns = () => ({
  clientId: uuid("client_id").references(() => companies.id, { onDelete: "set null" }),
  customerId: uuid("customer_id").references(() => companies.id, { onDelete: "set null" }),
  certificateVideoFileId: uuid("certificate_video_file_id").references(() => storedFiles.id, {
    onDelete: "set null",
  }),
});

export const certificateStateColumns = () => ({
  newlyAdded: boolean("newly_added").notNull().default(false),
  updateSpreadsheet: boolean("update_spreadsheet").notNull().default(true),
  addedBarcode: boolean("added_barcode").notNull().default(false),
  // Lacks an identifier or a field its template requires (imports keep such rows, in red).
  incomplete: boolean("incomplete").notNull().default(false),
  ...timestamps,
  createdBy: uuid("created_by").references(() => administrators.id, { onDelete: "set null" }),
  updatedBy: uuid("updated_by").references(() => administrators.id, { onDelete: "set null" }),
  version: integer("version").notNull().default(1),
});

// The card printer took the record's card (print-card.ts sets them, nothing else does): when and
// by whom it was last sent. The name is kept as the activity log keeps its actor's, as it was when
// it happened.
export const certificateCardPrintColumns = () => ({
  cardCertPrinted: boolean("card_cert_printed").notNull().default(false),
  cardPrintedAt: timestamp("card_printed_at", { withTimezone: true, precision: 3 }),
  cardPrintedBy: uuid("card_printed_by").references(() => administrators.id, { onDelete: "set null" }),
  cardPrintedByName: text("card_printed_by_name").notNull().default(""),
});
