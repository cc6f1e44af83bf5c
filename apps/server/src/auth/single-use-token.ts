import { and, eq, gt, isNull } from "drizzle-orm";
import type { PgColumn, PgTable, SelectedFieldsFlat } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { Transaction } from "../db/client";
import { hashToken } from "./tokens";

type SingleUseTokenTable = PgTable & { tokenHash: PgColumn; usedAt: PgColumn; expiresAt: PgColumn };

// Marks a link's token used and returns its row, or nothing when it is unknown, spent or expired.
// One conditional UPDATE: two clicks racing for the same link cannot both claim it.
export async function claimSingleUseToken<Fields extends SelectedFieldsFlat>(
  tx: Transaction,
  table: SingleUseTokenTable,
  token: string,
  fields: Fields,
): Promise<SelectResultFields<Fields> | undefined> {
  // A table passed as a parameter loses Drizzle's row types; the caller's fields give them back.
  const claimed = (await tx
    .update(table)
    .set({ usedAt: new Date() } as never)
    .where(and(eq(table.tokenHash, hashToken(token)), isNull(table.usedAt), gt(table.expiresAt, new Date())))
    .returning(fields)) as SelectResultFields<Fields>[];
  return claimed[0];
}
