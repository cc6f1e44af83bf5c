import { and, eq, exists, or, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { AreaModule, RegisterRoutes } from "../area-module";

// A certificate type's area module: its routes, in order, and the parts every type has. Its
// public files are the stored files its records' file columns name (the certificate video, and
// for jewelry the customer logo) of its public records: those show on its public page. A queued
// item's files stay private until it is completed (find-by-public-key.ts).
export function certificateAreaModule(spec: {
  name: string;
  routes: readonly RegisterRoutes[];
  table: PgTable & { newlyAdded: PgColumn };
  publicFileColumns: readonly PgColumn[];
  parts: Required<Pick<AreaModule, "publicPage" | "outboxHandlers" | "certificateSource">>;
}): AreaModule {
  const { table, publicFileColumns } = spec;
  return {
    name: spec.name,
    routes: async (app, services) => {
      for (const register of spec.routes) await register(app, services);
    },
    ...spec.parts,
    publicFiles: (db, fileId) =>
      exists(
        db
          .select({ one: sql`1` })
          .from(table)
          .where(
            and(eq(table.newlyAdded, false), or(...publicFileColumns.map((column) => eq(column, fileId)))),
          ),
      ),
  };
}
