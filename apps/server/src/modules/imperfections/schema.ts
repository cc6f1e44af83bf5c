import type { ImperfectionDesign } from "@loupe/domain/imperfections/imperfection-design";
import type { ImperfectionType } from "@loupe/domain/options/imperfection-types";
import type { ImperfectionShape } from "@loupe/domain/options/shapes";
import { type SQL, sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { administrators } from "../../db/accounts-schema";
import { timestamps } from "../../db/columns";
import { storedFiles } from "../../db/files-schema";

const moment = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

// An imperfection map (spec 002 §3 diamond_imperfection): one user's plot of a stone. Its
// diamond link is kept on both sides (diamonds.imperfection_id), written together by connect.
export const diamondImperfections = pgTable(
  "diamond_imperfections",
  {
    id: uuid("id").primaryKey(),
    // The user whose map it is (the list shows only one's own). A deleted administrator's maps are
    // kept, owned by nobody, so a printed plot stays on its certificate.
    ownerId: uuid("owner_id").references(() => administrators.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    // The name search reads this with LIKE: ILIKE folded every name of the user's on every search
    // and took twice as long (bench/results/imperfections.md, run 2).
    nameFolded: text("name_folded")
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${diamondImperfections.name})`),
    shape: text("shape").$type<ImperfectionShape>().notNull(),
    displayImperfectionIcons: boolean("display_imperfection_icons").notNull().default(true),
    // The design as validated (imperfection-design.ts), checked again when read.
    design: jsonb("design").$type<ImperfectionDesign>().notNull(),
    // Its characteristics, each once, from the design: the Imperfection filter's column.
    imperfections: text("imperfections").array().$type<ImperfectionType[]>().notNull(),
    proportionsFileId: uuid("proportions_file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    proportionsAddedAt: moment("proportions_added_at"),
    // Its foreign key to diamonds (ON DELETE SET NULL) is written by hand in migration 0021: a
    // reference through diamonds' ports.ts would make the schema import the diamonds' services.
    diamondId: uuid("diamond_id"),
    diamondConnectedAt: moment("diamond_connected_at"),
    printed: boolean("printed").notNull().default(false),
    printDate: moment("print_date"),
    ...timestamps,
    updatedBy: uuid("updated_by").references(() => administrators.id, { onDelete: "set null" }),
    version: integer("version").notNull().default(1),
  },
  (table) => [
    // A user's list newest first with keyset paging, its date range, every other filter and the
    // page's own columns are one index: diamond_imperfections_owner_created_idx (owner_id, created,
    // id) INCLUDE (every column the list shows, and name_folded), written by hand in migration
    // 0023 (Drizzle cannot express INCLUDE). A filter reads only the user's own entries (a few
    // thousand) and a page its 250 rows from the index alone, whatever the table holds: reading
    // the rows from the heap took 2 ms of a first page's 6; a trigram or GIN index over every
    // user's maps did more work.
    // A diamond is connected to one map at most.
    uniqueIndex("diamond_imperfections_diamond_key")
      .on(table.diamondId)
      .where(sql`${table.diamondId} is not null`),
    index("diamond_imperfections_proportions_idx").on(table.proportionsFileId),
  ],
);

// Each user's counters (spec 002 §3 diamond_imperfection_total), kept exact by statement
// triggers in every write's own transaction (migration 0021: imperfection_totals_apply). No
// foreign key: a deleted administrator's row stays, at zero once their maps pass to nobody.
export const imperfectionTotals = pgTable("imperfection_totals", {
  administratorId: uuid("administrator_id").primaryKey(),
  total: bigint("total", { mode: "number" }).notNull(),
  drafts: bigint("drafts", { mode: "number" }).notNull(),
  completed: bigint("completed", { mode: "number" }).notNull(),
});
