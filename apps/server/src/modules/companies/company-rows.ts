import type { Company, CompanyKind, PortalStatus } from "@loupe/domain/companies";
import { fileUrl } from "@loupe/domain/files";
import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client";
import { storedFiles } from "../../db/files-schema";
import { companies } from "./schema";

export type CompanyRow = typeof companies.$inferSelect;

const logo = alias(storedFiles, "logo");
const background = alias(storedFiles, "background");

const reference = (file: { id: string; name: string } | null) =>
  file ? { id: file.id, name: file.name, url: fileUrl(file.id) } : null;

export function portalStatus(row: Pick<CompanyRow, "invitationSentAt" | "emailVerifiedAt">): PortalStatus {
  if (row.emailVerifiedAt) return "verified";
  return row.invitationSentAt ? "invited" : "not_invited";
}

export function logoUrl(row: Pick<CompanyRow, "logoFileId">): string | null {
  return row.logoFileId ? fileUrl(row.logoFileId) : null;
}

export async function readCompany(db: Executor, kind: CompanyKind, id: string) {
  const [found] = await db
    .select({
      row: companies,
      logo: { id: logo.id, name: logo.name },
      background: { id: background.id, name: background.name },
    })
    .from(companies)
    .leftJoin(logo, eq(logo.id, companies.logoFileId))
    .leftJoin(background, eq(background.id, companies.backgroundFileId))
    .where(eq(companies.id, id));
  if (!found || found.row.kind !== kind) return null;
  return found;
}

export function toCompany(
  found: NonNullable<Awaited<ReturnType<typeof readCompany>>>,
  totalSkus: number,
): Company {
  const { row } = found;
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    representativeName: row.representativeName,
    email: row.email,
    phone: row.phone,
    logo: reference(found.logo),
    backgroundImage: reference(found.background),
    pinned: row.pinned,
    barcodeDashes: row.barcodeDashes,
    website: row.website,
    adPortalAccess: row.adPortalAccess,
    portalStatus: portalStatus(row),
    portalEmail: row.portalEmail,
    invitationSentAt: row.invitationSentAt?.toISOString() ?? null,
    emailVerifiedAt: row.emailVerifiedAt?.toISOString() ?? null,
    totalSkus,
    created: row.created.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}
