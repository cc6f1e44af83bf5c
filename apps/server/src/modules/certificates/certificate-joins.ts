import { publicMediaPath } from "@loupe/domain/certificates/record-fields";
import { alias } from "drizzle-orm/pg-core";
import { storedFiles } from "../../db/files-schema";
import { companies } from "../companies/ports";

// The companies and the video every certificate type joins (client, customer, certificate
// video), selected and answered the same way for each.
export const clientCompany = alias(companies, "client");
export const customerCompany = alias(companies, "customer");
export const videoFile = alias(storedFiles, "video");

// A record's joined references as read (certificate-json-rows.ts builds them).
export type JoinedReferences = {
  client: { id: string; name: string; logoFileId: string | null } | null;
  customer: { id: string; name: string } | null;
  video: { id: string; name: string } | null;
};

export const fileReference = (file: { id: string; name: string } | null) =>
  file ? { id: file.id, name: file.name, url: publicMediaPath(file.id) } : null;

// What a record answers for its joined client, customer and video.
export function referencesOf({ client, customer, video }: JoinedReferences) {
  return {
    client: client
      ? {
          id: client.id,
          name: client.name,
          logoUrl: client.logoFileId ? publicMediaPath(client.logoFileId) : null,
        }
      : null,
    customer: customer ? { id: customer.id, name: customer.name } : null,
    certificateVideo: fileReference(video),
  };
}

// A list row's companies: their left-joined ids and names, answered as references.
export const listedCompanies = {
  clientId: clientCompany.id,
  clientName: clientCompany.name,
  customerId: customerCompany.id,
  customerName: customerCompany.name,
};

const companyReference = (id: string | null, name: string | null) => (id ? { id, name: name ?? "" } : null);

export const listedReferences = (row: {
  clientId: string | null;
  clientName: string | null;
  customerId: string | null;
  customerName: string | null;
}) => ({
  client: companyReference(row.clientId, row.clientName),
  customer: companyReference(row.customerId, row.customerName),
});

// What every record answers of its state and history; views are counted apart (countViews).
export function recordStateOf(
  row: {
    newlyAdded: boolean;
    updateSpreadsheet: boolean;
    addedBarcode: boolean;
    incomplete: boolean;
    created: Date;
    updatedAt: Date;
    version: number;
  },
  views: number,
) {
  return {
    newlyAdded: row.newlyAdded,
    updateSpreadsheet: row.updateSpreadsheet,
    addedBarcode: row.addedBarcode,
    incomplete: row.incomplete,
    views,
    created: row.created.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

// Whether and when the card printer last took the record's card, and who sent it.
export function cardPrintOf(row: {
  cardCertPrinted: boolean;
  cardPrintedAt: Date | null;
  cardPrintedByName: string;
}) {
  return {
    cardCertPrinted: row.cardCertPrinted,
    cardPrintedAt: row.cardPrintedAt?.toISOString() ?? null,
    cardPrintedBy: row.cardPrintedByName,
  };
}
