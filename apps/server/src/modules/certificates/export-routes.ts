import type { SheetContext } from "@loupe/domain/certificates/sheet";
import { sheetRow } from "@loupe/domain/certificates/sheet";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppServices } from "../../services";
import { csvStream } from "../../spreadsheets/csv-writer";
import { csvContentType, downloadHeaders, xlsxContentType } from "../../spreadsheets/download";
import { xlsxStream } from "../../spreadsheets/xlsx-writer";
import type { CertificateKind, StreamedRow } from "./certificate-kind";
import { countCertificates, type StreamedKind, streamCertificates } from "./certificate-stream";

// A certificate type's exports (spec 000 §2, §7): its sheet and its QR list, of every record the
// list's filters select, not one page. X-Total-Count lets the browser show progress while the
// file streams. GET {path}/export.xlsx and GET {path}/{qrPath} (each type keeps the address its
// web list calls: 'export-qr.csv' for diamonds, 'qr.csv' for jewelry).

type ExportedKind<Filter, Joined extends StreamedRow, Certificate> = StreamedKind<
  Filter,
  Joined,
  Certificate
> &
  Pick<
    CertificateKind<Filter, Joined, Certificate, never, never>,
    | "path"
    | "tags"
    | "filterSchema"
    | "sheetName"
    | "sheetFileName"
    | "sheetColumns"
    | "qrPath"
    | "qrFileName"
    | "qrHeaders"
    | "qrRow"
  >;

async function* mapBatches<Item, Row>(batches: AsyncIterable<Item[]>, toRow: (item: Item) => Row) {
  for await (const batch of batches) yield batch.map(toRow);
}

export async function certificateExportRoutes<Filter, Joined extends StreamedRow, Certificate>(
  app: FastifyInstance,
  services: AppServices,
  kind: ExportedKind<Filter, Joined, Certificate>,
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services;
  const context: SheetContext = { publicBaseUrl: services.config.publicBaseUrl };
  const { tags, sheetColumns: columns } = kind;

  routes.get(
    `${kind.path}/export.xlsx`,
    { schema: { tags, querystring: kind.filterSchema, produces: [xlsxContentType] } },
    async (request, reply) => {
      const filter = request.query as Filter;
      const total = await countCertificates(db, kind, filter);
      const records = streamCertificates(db, kind, filter);
      const rows = mapBatches(records, (record) => sheetRow(columns, record, context));
      const file = xlsxStream({ sheetName: kind.sheetName, columns, rows });
      return downloadHeaders(reply, kind.sheetFileName, xlsxContentType, total).send(file);
    },
  );

  routes.get(
    `${kind.path}/${kind.qrPath}`,
    { schema: { tags, querystring: kind.filterSchema, produces: ["text/csv"] } },
    async (request, reply) => {
      const filter = request.query as Filter;
      const total = await countCertificates(db, kind, filter);
      const rows = mapBatches(streamCertificates(db, kind, filter), (record) => kind.qrRow(record, context));
      const file = csvStream({ headers: kind.qrHeaders, rows });
      return downloadHeaders(reply, kind.qrFileName, csvContentType, total).send(file);
    },
  );
}
