import type { SheetContext } from "@loupe/domain/certificates/sheet";
import { sheetRow } from "@loupe/domain/certificates/sheet";
import { and, count, eq } from "drizzle-orm";
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
//
// Which records each export holds (issue 19): the QR list is the public addresses a client prints,
// so it leaves out items waiting in the newly added queue (they have no public page yet); the
// sheet is the staff's list on paper and keeps them, with an empty Digital Certificate cell
// (certificatePublicPath answers none for them).

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

  const publicKind = publicCertificatesOf(kind);
  routes.get(
    `${kind.path}/${kind.qrPath}`,
    { schema: { tags, querystring: kind.filterSchema, produces: ["text/csv"] } },
    async (request, reply) => {
      const filter = request.query as Filter;
      const total = await countCertificates(db, publicKind, filter);
      const rows = mapBatches(streamCertificates(db, publicKind, filter), (record) =>
        kind.qrRow(record, context),
      );
      const file = csvStream({ headers: kind.qrHeaders, rows });
      return downloadHeaders(reply, kind.qrFileName, csvContentType, total).send(file);
    },
  );
}

// The kind's public certificates: its filter without the queued items. Its total is the kept total
// less the queued items the filter selects (a partial index holds them; the queue is short).
function publicCertificatesOf<Filter, Joined extends StreamedRow, Certificate>(
  kind: StreamedKind<Filter, Joined, Certificate>,
): StreamedKind<Filter, Joined, Certificate> {
  const { table } = kind;
  return {
    ...kind,
    where: (filter) => and(kind.where(filter), eq(table.newlyAdded, false)),
    keptTotal: async (db, filter) => {
      const kept = await kind.keptTotal(db, filter);
      if (kept === null) return null;
      const [queued] = await db
        .select({ total: count() })
        .from(table)
        .where(and(kind.where(filter), eq(table.newlyAdded, true)));
      return kept - (queued?.total ?? 0);
    },
  };
}
