import type { CertificateCheck } from "@loupe/domain/certificates/certificate-checks";
import { messages } from "@loupe/domain/messages";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { storedFiles } from "../../db/files-schema";
import { publicPageViews } from "../../db/page-views-schema";
import { HttpProblem } from "../../http/problem";
import { flushPageEvents } from "../../public/page-views";
import { companies } from "../companies/ports";

// What every certificate type refers to: its client and customer (companies of that kind) and
// its certificate video (an uploaded mp4). A reference that is gone is a 400 the form can show.
export type CertificateReferences = {
  clientId: string | null;
  customerId: string | null;
  certificateVideoFileId: string | null;
};

// A form's checks that failed (domain certificate-checks.ts) as a 400 the form shows field by field.
export function refuseFailedCheck(problem: CertificateCheck | null): void {
  if (problem) throw new HttpProblem(400, messages.genericErrorTitle, problem.detail, problem.errors);
}

const gone = (field: string, text: string) =>
  new HttpProblem(400, "Bad Request", text, [{ field, message: text }]);

export async function assertCertificateReferences(db: Executor, input: CertificateReferences) {
  const wanted = [
    { id: input.clientId, kind: "client", field: "clientId", text: messages.companyGone("client") },
    {
      id: input.customerId,
      kind: "customer",
      field: "customerId",
      text: messages.companyGone("customer"),
    },
  ] as const;
  const ids = wanted.flatMap((reference) => (reference.id ? [reference.id] : []));
  // Both companies in one read: a save is a dozen statements, each a round trip.
  const found =
    ids.length > 0
      ? await db
          .select({ id: companies.id, kind: companies.kind })
          .from(companies)
          .where(inArray(companies.id, ids))
      : [];
  for (const reference of wanted) {
    if (!reference.id) continue;
    if (!found.some((company) => company.id === reference.id && company.kind === reference.kind))
      throw gone(reference.field, reference.text);
  }
  if (input.certificateVideoFileId) {
    const type = await storedFileType(db, input.certificateVideoFileId);
    if (type !== "video/mp4") throw gone("certificateVideoFileId", messages.certificateVideoGone);
  }
}

// A stored file's content type, or null when there is no such file.
export async function storedFileType(db: Executor, id: string): Promise<string | null> {
  const [file] = await db
    .select({ contentType: storedFiles.contentType })
    .from(storedFiles)
    .where(eq(storedFiles.id, id));
  return file?.contentType ?? null;
}

// How often a certificate's public page was seen (public_page_views), the record's 'clicks'.
export async function countViews(db: Executor, product: "diamond" | "jewelry", id: string): Promise<number> {
  // This server's views still held count too (public/page-views.ts).
  await flushPageEvents(db);
  const [found] = await db
    .select({ views: sql<number>`count(*)::int` })
    .from(publicPageViews)
    .where(and(eq(publicPageViews.pageKind, product), eq(publicPageViews.recordId, id)));
  return found?.views ?? 0;
}
