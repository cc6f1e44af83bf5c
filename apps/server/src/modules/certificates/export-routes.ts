import type { SheetColumn, SheetContext } from "@loupe/domain/certificates/sheet";
import { sheetRow } from "@loupe/domain/certificates/sheet";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { AppServices } from "../../services";
import { csvStream } from "../../spreadsheets/csv-writer";
import { csvContentType, downloadHeaders, xlsxContentType } from "../../spreadsheets/download";
import { xlsxStream } from "../../spreadsheets/xlsx-writer";
import {
  type CertificateStreamSource,
  countCertificates,
  type StreamedRow,
  streamCertificates,
} from "./certificate-stream";

// A certificate type's exports (spec 000 §2, §7): its sheet and its QR list, of every record the
// list's filters select, not one page. X-Total-Count lets the browser show progress while the
// file streams. GET {base}/export.xlsx and GET {base}/{qr.path} (each type keeps the address its
// web list calls).
export type ExportRoutes<Filter, Joined extends StreamedRow, Certificate> = {
  base: string;
  tags: string[];
  filter: z.ZodType<Filter>;
  // The selected records, in batches, and their total (certificate-stream.ts).
  source: CertificateStreamSource<Filter, Joined, Certificate>;
  sheet: { name: string; fileName: string; columns: readonly SheetColumn<Certificate>[] };
  qr: {
    // Under base: 'export-qr.csv' (diamonds), 'qr.csv' (jewelry).
    path: string;
    fileName: string;
    headers: readonly string[];
    row: (record: Certificate, context: SheetContext) => string[];
  };
};

async function* mapBatches<Item, Row>(batches: AsyncIterable<Item[]>, toRow: (item: Item) => Row) {
  for await (const batch of batches) yield batch.map(toRow);
}

export async function certificateExportRoutes<Filter, Joined extends StreamedRow, Certificate>(
  app: FastifyInstance,
  services: AppServices,
  spec: ExportRoutes<Filter, Joined, Certificate>,
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services;
  const context: SheetContext = { publicBaseUrl: services.config.publicBaseUrl };
  const { tags, sheet, qr } = spec;

  routes.get(
    `${spec.base}/export.xlsx`,
    { schema: { tags, querystring: spec.filter, produces: [xlsxContentType] } },
    async (request, reply) => {
      const filter = request.query as Filter;
      const total = await countCertificates(db, spec.source, filter);
      const records = streamCertificates(db, spec.source, filter);
      const rows = mapBatches(records, (record) => sheetRow(sheet.columns, record, context));
      const file = xlsxStream({ sheetName: sheet.name, columns: sheet.columns, rows });
      return downloadHeaders(reply, sheet.fileName, xlsxContentType, total).send(file);
    },
  );

  routes.get(
    `${spec.base}/${qr.path}`,
    { schema: { tags, querystring: spec.filter, produces: ["text/csv"] } },
    async (request, reply) => {
      const filter = request.query as Filter;
      const total = await countCertificates(db, spec.source, filter);
      const rows = mapBatches(streamCertificates(db, spec.source, filter), (record) =>
        qr.row(record, context),
      );
      const file = csvStream({ headers: qr.headers, rows });
      return downloadHeaders(reply, qr.fileName, csvContentType, total).send(file);
    },
  );
}
