import { randomBytes } from "node:crypto";
import type { SessionUser } from "@loupe/domain/auth";
import { type CompanyKind, invitationEmail } from "@loupe/domain/companies";
import { and, eq, isNull, sql } from "drizzle-orm";
import { hashPassword } from "../../auth/password";
import { claimSingleUseToken } from "../../auth/single-use-token";
import { hashToken, newToken } from "../../auth/tokens";
import type { Database } from "../../db/client";
import { lockedBulkUpdate } from "../../db/locked-bulk-update";
import { badRequest, conflict, notFound } from "../../http/problem";
import { enqueue } from "../../jobs/outbox";
import { companies, portalInvitations } from "./schema";

export const invitationLifetimeMs = 7 * 24 * 3_600_000;

const where = (kind: CompanyKind, id: string) => and(eq(companies.id, id), eq(companies.kind, kind));
const missing = (kind: CompanyKind) => () =>
  notFound(`This ${kind} does not exist (it may have been deleted).`);

// Sends (or re-sends) the ad-portal invitation: the portal account gets a random password, and the
// mail carries a single-use link that verifies the address and leads to the portal's registration.
export async function inviteToPortal(
  db: Database,
  actor: SessionUser,
  kind: CompanyKind,
  id: string,
  rawEmail: string,
  publicBaseUrl: string,
): Promise<void> {
  const checked = invitationEmail(kind, rawEmail);
  if (!checked.ok) throw badRequest(checked.message, [{ field: "email", message: checked.message }]);
  const token = newToken();
  const link = `${publicBaseUrl}/portal/verify?token=${encodeURIComponent(token)}`;
  const passwordHash = await hashPassword(randomBytes(12).toString("base64url"));
  await db.transaction(async (tx) => {
    const [written] = await lockedBulkUpdate(tx, actor, {
      table: companies,
      where: where(kind, id),
      missing: missing(kind),
      check: ([company]) => {
        if (company?.emailVerifiedAt)
          throw conflict("This company's portal e-mail is verified already; edit its credentials instead.");
      },
      set: () => ({
        adPortalAccess: true,
        portalEmail: checked.email,
        portalPasswordHash: passwordHash,
        invitationSentAt: new Date(),
        emailVerifiedAt: null,
        updatedAt: new Date(),
        updatedBy: actor.id,
        version: sql`${companies.version} + 1`,
      }),
      activity: (company) => ({
        action: "portal-invite",
        entityType: kind,
        entityId: id,
        subject: company.name,
        summary: `${actor.fullName} invited ${company.name} to the ad portal (${checked.email})`,
      }),
    });
    const name = written?.after.name ?? "";
    // A new invitation replaces any earlier link.
    await tx
      .delete(portalInvitations)
      .where(and(eq(portalInvitations.companyId, id), isNull(portalInvitations.usedAt)));
    await tx.insert(portalInvitations).values({
      tokenHash: hashToken(token),
      companyId: id,
      email: checked.email,
      expiresAt: new Date(Date.now() + invitationLifetimeMs),
    });
    await enqueue(tx, "mail", {
      to: checked.email,
      subject: `${name}: your access to the advertisement portal`,
      text:
        `Hello,\n\n${actor.fullName} invited ${name} to the advertisement portal.\n` +
        `Open this link within 7 days to confirm this e-mail address and finish your registration:\n\n${link}\n`,
    });
  });
}

export type VerificationOutcome = { ok: true; companyId: string } | { ok: false };

// Used by the public link in the invitation mail: once, before it expires.
export async function verifyPortalInvitation(db: Database, token: string): Promise<VerificationOutcome> {
  return db.transaction(async (tx) => {
    const claimed = await claimSingleUseToken(tx, portalInvitations, token, {
      companyId: portalInvitations.companyId,
      email: portalInvitations.email,
    });
    if (!claimed) return { ok: false };
    const [company] = await lockedBulkUpdate(
      tx,
      { id: null, fullName: claimed.email },
      {
        table: companies,
        where: eq(companies.id, claimed.companyId),
        set: () => ({ emailVerifiedAt: new Date(), portalEmail: claimed.email, updatedAt: new Date() }),
        activity: (company) => ({
          action: "portal-verify",
          entityType: company.kind,
          entityId: company.id,
          subject: company.name,
          summary: `${claimed.email} verified the ad-portal e-mail of ${company.name}`,
        }),
      },
    );
    if (!company) return { ok: false };
    return { ok: true, companyId: company.after.id };
  });
}

export async function setPortalCredentials(
  db: Database,
  actor: SessionUser,
  kind: CompanyKind,
  id: string,
  credentials: { email: string; password: string },
): Promise<void> {
  const passwordHash = await hashPassword(credentials.password);
  await db.transaction((tx) =>
    lockedBulkUpdate(tx, actor, {
      table: companies,
      where: where(kind, id),
      missing: missing(kind),
      check: ([company]) => {
        if (!company?.emailVerifiedAt)
          throw conflict("The portal credentials can be edited once the invitation e-mail is verified.");
      },
      set: () => ({
        portalEmail: credentials.email,
        portalPasswordHash: passwordHash,
        updatedAt: new Date(),
        updatedBy: actor.id,
        version: sql`${companies.version} + 1`,
      }),
      activity: (company) => ({
        action: "portal-credentials",
        entityType: kind,
        entityId: id,
        subject: company.name,
        summary: `${actor.fullName} changed the ad-portal credentials of ${company.name}`,
      }),
    }),
  );
}
