import type { SessionUser } from "@loupe/domain/auth";
import {
  type Company,
  type CompanyKind,
  type CompanyListItem,
  type CompanyOption,
  type CompanySave,
  companyFieldLabels,
  missingCompanyFields,
} from "@loupe/domain/companies";
import type { companyList } from "@loupe/domain/company-list";
import { canPinCompanies, companyDeleteRefusal } from "@loupe/domain/company-rules";
import type { SortField } from "@loupe/domain/lists";
import { messages } from "@loupe/domain/messages";
import type { Page } from "@loupe/domain/paging";
import { and, asc, desc, eq, ilike, inArray, type SQL, sql } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import type { Database, Executor } from "../../db/client";
import { createRecord } from "../../db/create-record";
import { deleteRecord } from "../../db/delete-record";
import { escapeLike } from "../../db/escape-like";
import { storedFiles } from "../../db/files-schema";
import {
  type KeysetRequest,
  nameSort,
  type SortableColumn,
  tablePage,
  timestampSort,
} from "../../db/keyset-page";
import { versionedUpdate } from "../../db/versioned-update";
import { forbidden, HttpProblem, notFound } from "../../http/problem";
import { type CertificateSource, countCompanySkus } from "../certificates/certificate-sources";
import { logoUrl, portalStatus, readCompany, toCompany } from "./company-rows";
import { companies } from "./schema";

const missingCompany = (kind: CompanyKind) =>
  notFound(`This ${kind} does not exist (it may have been deleted).`);

export async function listCompanies(
  db: Database,
  sources: CertificateSource[],
  kind: CompanyKind,
  query: KeysetRequest & { search?: string },
): Promise<Page<CompanyListItem>> {
  const conditions: SQL[] = [eq(companies.kind, kind)];
  if (query.search) conditions.push(ilike(companies.name, `%${escapeLike(query.search)}%`));
  const page = await tablePage({
    db,
    table: companies,
    sortable: {
      name: nameSort(companies.name),
      created: timestampSort(companies.created),
    } satisfies Record<SortField<typeof companyList>, SortableColumn>,
    where: and(...conditions),
    request: query,
  });
  const totals = await countCompanySkus(
    db,
    sources,
    page.items.map((row) => row.id),
  );
  return {
    ...page,
    items: page.items.map((row) => ({
      id: row.id,
      kind: row.kind,
      name: row.name,
      logoUrl: logoUrl(row),
      pinned: row.pinned,
      adPortalAccess: row.adPortalAccess,
      portalStatus: portalStatus(row),
      totalSkus: totals.get(row.id) ?? 0,
    })),
  };
}

export async function getCompany(
  db: Database,
  sources: CertificateSource[],
  kind: CompanyKind,
  id: string,
): Promise<Company> {
  const found = await readCompany(db, kind, id);
  if (!found) throw missingCompany(kind);
  const totals = await countCompanySkus(db, sources, [id]);
  return toCompany(found, totals.get(id) ?? 0);
}

export async function companyOptions(
  db: Database,
  kind: CompanyKind,
  search?: string,
): Promise<CompanyOption[]> {
  const conditions: SQL[] = [eq(companies.kind, kind)];
  if (search) conditions.push(ilike(companies.name, `%${escapeLike(search)}%`));
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      pinned: companies.pinned,
      logoFileId: companies.logoFileId,
    })
    .from(companies)
    .where(and(...conditions))
    .orderBy(desc(companies.pinned), sql`lower(${companies.name} collate "C")`, asc(companies.id))
    .limit(search ? 50 : 500);
  return rows.map((row) => ({ id: row.id, name: row.name, pinned: row.pinned, logoUrl: logoUrl(row) }));
}

function assertRequiredFields(kind: CompanyKind, input: CompanySave) {
  const missing = missingCompanyFields(kind, input);
  if (missing.length === 0) return;
  const labels = companyFieldLabels[kind] as Record<string, string>;
  const fieldOf = (label: string) => Object.keys(labels).find((field) => labels[field] === label) ?? label;
  throw new HttpProblem(
    400,
    messages.missingRequiredFields,
    `${messages.missingRequiredFields}: ${missing.join(", ")}`,
    missing.map((label) => ({ field: fieldOf(label), message: label })),
  );
}

// Logos and backgrounds must be images uploaded through /api/files?purpose=image.
async function assertImages(db: Executor, input: CompanySave) {
  const ids = [input.logoFileId, input.backgroundFileId].filter((id): id is string => id !== null);
  if (ids.length === 0) return;
  const rows = await db
    .select({ id: storedFiles.id, contentType: storedFiles.contentType })
    .from(storedFiles)
    .where(inArray(storedFiles.id, ids));
  for (const id of ids) {
    const file = rows.find((row) => row.id === id);
    if (!file?.contentType.startsWith("image/")) {
      const field = id === input.logoFileId ? "logoFileId" : "backgroundFileId";
      throw new HttpProblem(400, "Bad Request", "The chosen image was not found; upload it again.", [
        { field, message: "Upload an image first" },
      ]);
    }
  }
}

function assertMayPin(actor: SessionUser, pinnedBefore: boolean, pinned: boolean) {
  if (pinned !== pinnedBefore && !canPinCompanies(actor))
    throw forbidden(messages.onlySuperAdministratorPins);
}

const columnsFrom = (input: CompanySave) => ({
  name: input.name,
  representativeName: input.representativeName,
  email: input.email,
  phone: input.phone.replace(/\D/g, "").length === 10 ? input.phone.replace(/\D/g, "") : input.phone,
  logoFileId: input.logoFileId,
  backgroundFileId: input.backgroundFileId,
  pinned: input.pinned,
  barcodeDashes: input.barcodeDashes,
  website: input.website,
  adPortalAccess: input.adPortalAccess,
});

export async function createCompany(
  db: Database,
  sources: CertificateSource[],
  actor: SessionUser,
  kind: CompanyKind,
  input: CompanySave,
): Promise<Company> {
  assertRequiredFields(kind, input);
  assertMayPin(actor, false, input.pinned);
  const id = uuidv7();
  await db.transaction(async (tx) => {
    await assertImages(tx, input);
    await createRecord(tx, actor, {
      table: companies,
      values: { id, kind, ...columnsFrom(input), updatedBy: actor.id },
      activity: (row) => ({
        action: "create",
        entityType: kind,
        entityId: id,
        subject: row.name,
        summary: `${actor.fullName} created ${kind} ${row.name}`,
      }),
    });
  });
  return getCompany(db, sources, kind, id);
}

export async function updateCompany(
  db: Database,
  sources: CertificateSource[],
  actor: SessionUser,
  kind: CompanyKind,
  id: string,
  input: CompanySave & { version: number },
): Promise<Company> {
  assertRequiredFields(kind, input);
  await db.transaction(async (tx) => {
    await versionedUpdate(tx, {
      table: companies,
      where: and(eq(companies.id, id), eq(companies.kind, kind)),
      version: input.version,
      actor,
      missing: () => missingCompany(kind),
      check: async (current) => {
        assertMayPin(actor, current.pinned, input.pinned);
        await assertImages(tx, input);
      },
      set: () => columnsFrom(input),
      activity: {
        action: "update",
        entityType: kind,
        entityId: id,
        subject: input.name,
        summary: `${actor.fullName} updated ${kind} ${input.name}`,
      },
    });
  });
  return getCompany(db, sources, kind, id);
}

export async function deleteCompany(
  db: Database,
  sources: CertificateSource[],
  actor: SessionUser,
  kind: CompanyKind,
  id: string,
): Promise<void> {
  const company = await getCompany(db, sources, kind, id);
  const refusal = companyDeleteRefusal(company);
  if (refusal) throw new HttpProblem(409, messages.unauthorizedActionTitle, refusal);
  await db.transaction((tx) =>
    deleteRecord(tx, actor, {
      table: companies,
      where: and(eq(companies.id, id), eq(companies.kind, kind)),
      missing: () => missingCompany(kind),
      activity: (row) => ({
        action: "delete",
        entityType: kind,
        entityId: id,
        subject: row.name,
        summary: `${actor.fullName} deleted ${kind} ${row.name}`,
      }),
    }),
  );
}
