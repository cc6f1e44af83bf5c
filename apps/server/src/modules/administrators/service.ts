import type { administratorList } from "@loupe/domain/administrator-list";
import { administratorDeleteRefusal, canSetNeedsApproval } from "@loupe/domain/administrator-rules";
import type {
  Administrator,
  AdministratorCreate,
  AdministratorDetail,
  AdministratorUpdate,
} from "@loupe/domain/administrators";
import type { SessionUser } from "@loupe/domain/auth";
import type { SortField } from "@loupe/domain/lists";
import { messages } from "@loupe/domain/messages";
import type { Page } from "@loupe/domain/paging";
import type { Permission } from "@loupe/domain/permissions";
import { and, arrayContains, eq, ilike, ne, or, type SQL } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { hashPassword } from "../../auth/password";
import { administrators } from "../../db/accounts-schema";
import type { Database, Executor } from "../../db/client";
import { createRecord } from "../../db/create-record";
import { deleteRecord } from "../../db/delete-record";
import { isUniqueViolation } from "../../db/errors";
import { escapeLike } from "../../db/escape-like";
import {
  type KeysetRequest,
  nameSort,
  type SortableColumn,
  tablePage,
  timestampSort,
} from "../../db/keyset-page";
import { versionedUpdate } from "../../db/versioned-update";
import { conflict, forbidden, notFound } from "../../http/problem";
import { type CertificateSource, countPosts } from "../certificates/certificate-sources";
import { describePermissions } from "./permission-change";
import { administratorUpdateEntry } from "./update-entry";

type Row = typeof administrators.$inferSelect;

function toAdministrator(row: Row, posts: number): Administrator {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    permissions: row.permissions as Permission[],
    needsApproval: row.needsApproval,
    posts,
    created: row.created.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export async function listAdministrators(
  db: Database,
  certificateSources: CertificateSource[],
  query: KeysetRequest & { search?: string },
): Promise<Page<Administrator>> {
  let where: SQL | undefined;
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    where = or(
      ilike(administrators.fullName, pattern),
      ilike(administrators.email, pattern),
      ilike(administrators.phone, pattern),
    );
  }
  const page = await tablePage({
    db,
    table: administrators,
    sortable: {
      fullName: nameSort(administrators.fullName),
      email: nameSort(administrators.email),
      created: timestampSort(administrators.created),
    } satisfies Record<SortField<typeof administratorList>, SortableColumn>,
    where,
    request: query,
  });
  const posts = await countPosts(
    db,
    certificateSources,
    page.items.map((row) => row.id),
  );
  return { ...page, items: page.items.map((row) => toAdministrator(row, posts.get(row.id) ?? 0)) };
}

export async function getAdministrator(
  db: Database,
  certificateSources: CertificateSource[],
  id: string,
): Promise<AdministratorDetail> {
  const [row] = await db.select().from(administrators).where(eq(administrators.id, id));
  if (!row) throw notFound("This administrator does not exist (it may have been deleted).");
  const posts = (await countPosts(db, certificateSources, [id])).get(id) ?? 0;
  return { ...toAdministrator(row, posts), totalVideoPosts: posts };
}

const emailTaken = () => conflict(messages.emailTaken, [{ field: "email", message: messages.emailTaken }]);

// Two simultaneous saves can both pass assertEmailFree; the unique index then decides.
async function translateEmailRace<Result>(work: () => Promise<Result>): Promise<Result> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

async function assertEmailFree(db: Executor, email: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: administrators.id })
    .from(administrators)
    .where(
      exceptId
        ? and(eq(administrators.email, email), ne(administrators.id, exceptId))
        : eq(administrators.email, email),
    );
  if (taken) throw emailTaken();
}

// Locks the other super administrators' rows so two simultaneous demotions cannot both see
// "another one remains" and leave none.
async function otherSuperAdministrators(db: Executor, exceptId: string): Promise<number> {
  const rows = await db
    .select({ id: administrators.id })
    .from(administrators)
    .where(
      and(
        arrayContains(administrators.permissions, ["super_admin"]),
        ne(administrators.id, exceptId),
        eq(administrators.disabled, false),
      ),
    )
    .for("update");
  return rows.length;
}

// The routes already let only super administrators write; this keeps the rule where it is decided
// whoever calls the service.
function assertMaySetNeedsApproval(actor: SessionUser, before: boolean, after: boolean) {
  if (after !== before && !canSetNeedsApproval(actor))
    throw forbidden(messages.onlySuperAdministratorApproves);
}

export async function createAdministrator(
  db: Database,
  actor: SessionUser,
  input: AdministratorCreate,
): Promise<Administrator> {
  assertMaySetNeedsApproval(actor, false, input.needsApproval);
  const passwordHash = await hashPassword(input.password);
  return translateEmailRace(() =>
    db.transaction(async (tx) => {
      await assertEmailFree(tx, input.email);
      const row = await createRecord(tx, actor, {
        table: administrators,
        values: {
          id: uuidv7(),
          fullName: input.fullName,
          email: input.email,
          phone: input.phone,
          passwordHash,
          permissions: [...new Set(input.permissions)],
          needsApproval: input.needsApproval,
          updatedBy: actor.id,
        },
        activity: (row) => ({
          action: "create",
          entityType: "administrator",
          entityId: row.id,
          subject: row.fullName,
          summary: `${actor.fullName} created administrator ${row.fullName} ${describePermissions(row.permissions as Permission[])}`,
        }),
      });
      return toAdministrator(row, 0);
    }),
  );
}

export async function updateAdministrator(
  db: Database,
  certificateSources: CertificateSource[],
  actor: SessionUser,
  id: string,
  input: AdministratorUpdate,
): Promise<Administrator> {
  await translateEmailRace(() =>
    db.transaction(async (tx) => {
      await versionedUpdate(tx, {
        table: administrators,
        where: eq(administrators.id, id),
        version: input.version,
        actor,
        missing: () => notFound("This administrator does not exist (it may have been deleted)."),
        check: async (row) => {
          assertMaySetNeedsApproval(actor, row.needsApproval, input.needsApproval ?? row.needsApproval);
          await assertEmailFree(tx, input.email, id);
          const keepsSuperAdmin = input.permissions.includes("super_admin");
          if (
            row.permissions.includes("super_admin") &&
            !keepsSuperAdmin &&
            (await otherSuperAdministrators(tx, id)) === 0
          ) {
            throw conflict(messages.lastSuperAdministrator);
          }
        },
        set: () => ({
          fullName: input.fullName,
          email: input.email,
          phone: input.phone,
          permissions: [...new Set(input.permissions)],
          ...(input.needsApproval === undefined ? {} : { needsApproval: input.needsApproval }),
        }),
        activity: ({ before, after, changes }) => administratorUpdateEntry(actor, before, after, changes),
      });
    }),
  );
  return getAdministrator(db, certificateSources, id);
}

export async function deleteAdministrator(db: Database, actor: SessionUser, id: string): Promise<void> {
  const refusal = administratorDeleteRefusal(actor.id, id);
  if (refusal) throw conflict(refusal);
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(administrators).where(eq(administrators.id, id)).for("update");
    if (!current) throw notFound("This administrator does not exist (it may have been deleted).");
    if (current.permissions.includes("super_admin") && (await otherSuperAdministrators(tx, id)) === 0) {
      throw conflict(messages.lastSuperAdministrator);
    }
    // Sessions go with the row (foreign key cascade), so the deleted account is signed out at once.
    await deleteRecord(tx, actor, {
      table: administrators,
      where: eq(administrators.id, id),
      activity: (row) => ({
        action: "delete",
        entityType: "administrator",
        entityId: id,
        subject: row.fullName,
        summary: `${actor.fullName} deleted administrator ${row.fullName}`,
      }),
    });
  });
}
