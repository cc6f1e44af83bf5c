import { type DiamondTemplateId, findDiamondTemplate } from "@loupe/domain/options/diamond-templates";
import { eq, sql } from "drizzle-orm";
import { batchedPerDatabase } from "../../../db/batched-reads";
import type { Database } from "../../../db/client";
import { storedFiles } from "../../../db/files-schema";
import { rowVersion } from "../../../db/row-version";
import { findByPublicKeys } from "../../certificates/find-by-public-key";
import { companies } from "../../companies/ports";
import { printedPlotVersion } from "../../imperfections/ports";
import { diamonds } from "../schema";

// What the public digital certificate of a diamond shows; nothing internal leaves through it.
export type DiamondCertificate = {
  id: string;
  templateId: DiamondTemplateId;
  certificateNumber: string;
  clientSku: string;
  shape: string;
  weight: number | null;
  cut: string;
  polish: string;
  symmetry: string;
  fluorescence: string;
  girdle: string;
  measurements: string;
  tablePercent: number | null;
  depthPercent: number | null;
  color: { template: string; value: string; asterisks: string };
  clarity: { value: string; asterisks: string };
  description: string;
  certificateComments: string;
  manufacturedAs: string;
  created: Date;
  client: { id: string; name: string; logoFileId: string | null } | null;
  video: { fileId: string } | null;
  // The connected imperfection map, whose plot the page shows once printed.
  imperfectionId: string | null;
};

const columns = {
  diamond: diamonds,
  clientName: companies.name,
  clientLogoFileId: companies.logoFileId,
  videoFileId: storedFiles.id,
};

// By certificate number or, for a record without one, by client SKU (certificates/find-by-public-key.ts),
// read with the other requests of a batch (db/batched-reads.ts).
const certificates = batchedPerDatabase(async (db: Database, keys: string[]) => {
  const found = await findByPublicKeys(keys, {
    columns: diamonds,
    read: (where, orderBy) =>
      db
        .select(columns)
        .from(diamonds)
        .leftJoin(companies, eq(companies.id, diamonds.clientId))
        .leftJoin(storedFiles, eq(storedFiles.id, diamonds.certificateVideoFileId))
        .where(where)
        .orderBy(...orderBy),
    keysOf: (row) => row.diamond,
  });
  return new Map([...found].map(([key, row]) => [key, toCertificate(row)]));
});

export async function findDiamondCertificate(
  db: Database,
  wanted: string,
): Promise<DiamondCertificate | null> {
  return (await certificates(db, wanted)) ?? null;
}

// The version of everything a diamond's page shows (the lab aside, the frame reads it): the xmin of
// the rows `certificates` joins and of its printed plot's map, for the pages kept rendered
// (public/rendered-pages.ts). A source added to the page must be added here, with its test
// (public/kept-pages.test.ts).
const versions = batchedPerDatabase(async (db: Database, keys: string[]) => {
  const found = await findByPublicKeys(keys, {
    columns: diamonds,
    read: (where, orderBy) =>
      db
        .select({
          certificateNumber: diamonds.certificateNumber,
          clientSku: diamonds.clientSku,
          version: sql<string>`concat_ws(':', ${diamonds.id}, ${rowVersion(diamonds)}, ${rowVersion(companies)},
            ${rowVersion(storedFiles)}, coalesce(${printedPlotVersion(diamonds.imperfectionId)}, '-'))`,
        })
        .from(diamonds)
        .leftJoin(companies, eq(companies.id, diamonds.clientId))
        .leftJoin(storedFiles, eq(storedFiles.id, diamonds.certificateVideoFileId))
        .where(where)
        .orderBy(...orderBy),
    keysOf: (row) => row,
  });
  return new Map([...found].map(([key, row]) => [key, row.version]));
});

export const diamondCertificateVersion = (db: Database, key: string) => versions(db, key);

type Row = {
  diamond: typeof diamonds.$inferSelect;
  clientName: string | null;
  clientLogoFileId: string | null;
  videoFileId: string | null;
};

function toCertificate({ diamond, clientName, clientLogoFileId, videoFileId }: Row): DiamondCertificate {
  return {
    id: diamond.id,
    // An id outside 1-6 cannot be saved; should one appear, show the fewest fields.
    templateId: findDiamondTemplate(diamond.templateId)?.id ?? 6,
    certificateNumber: diamond.certificateNumber,
    clientSku: diamond.clientSku,
    shape: diamond.shape,
    weight: diamond.weight,
    cut: diamond.cut,
    polish: diamond.polish,
    symmetry: diamond.symmetry,
    fluorescence: diamond.fluorescence,
    girdle: diamond.girdle,
    measurements: diamond.measurements,
    tablePercent: diamond.tablePercent,
    depthPercent: diamond.depthPercent,
    color: { template: diamond.colorTemplate, value: diamond.colorValue, asterisks: diamond.colorAsterisks },
    clarity: { value: diamond.clarityValue, asterisks: diamond.clarityAsterisks },
    description: diamond.description,
    certificateComments: diamond.certificateComments,
    manufacturedAs: diamond.manufacturedAs,
    created: diamond.created,
    client:
      diamond.clientId === null || clientName === null
        ? null
        : { id: diamond.clientId, name: clientName, logoFileId: clientLogoFileId },
    video: videoFileId ? { fileId: videoFileId } : null,
    imperfectionId: diamond.imperfectionId,
  };
}
