import { filesPath } from "@loupe/domain/files";
import type { Imperfection, ImperfectionListItem } from "@loupe/domain/imperfections/imperfection-api";
import { imperfectionDesignSchema } from "@loupe/domain/imperfections/imperfection-design";
import { messages } from "@loupe/domain/messages";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { isoInstant } from "../../db/iso-instant";
import { HttpProblem, notFound } from "../../http/problem";
import { diamonds } from "../diamonds/ports";
import { diamondImperfections as maps } from "./schema";

// One user's map, read as the list and the editor show it (with its connected diamond's summary).
// Another user's map is not found, exactly like one that is gone.
export const missingImperfection = () =>
  notFound("This imperfection map does not exist (it may have been deleted).");

export const ownMap = (ownerId: string, id: string): SQL | undefined =>
  and(eq(maps.id, id), eq(maps.ownerId, ownerId));

// A list item as PostgreSQL writes it (JSON text, the fields of ImperfectionListItem): a 250-row
// page goes out without Node parsing, mapping, checking and serializing it again, which was over
// half of the page's time (bench/results/imperfections.md, run 3). Every column read is in the
// owner's covering index, so the page is still read from the index alone.
const text = (value: string) => sql`${value}::text`;
const listItemJson = sql<string>`json_build_object(
  'id', ${maps.id},
  'name', ${maps.name},
  'shape', ${maps.shape},
  'imperfections', ${maps.imperfections},
  'printed', ${maps.printed},
  'printDate', ${isoInstant(maps.printDate)},
  'imageUrl', ${text("/api/imperfections/")} || ${maps.id} || ${text("/image?v=")} || ${maps.version},
  'proportionsUrl', ${text(filesPath)} || ${maps.proportionsFileId},
  'proportionsAddedAt', case when ${maps.proportionsFileId} is null then null
    else ${isoInstant(maps.proportionsAddedAt)} end,
  'diamond', case when ${diamonds.id} is null then null else json_build_object(
    'id', ${diamonds.id},
    'certificateNumber', ${diamonds.certificateNumber},
    'shape', ${diamonds.shape},
    'weight', ${diamonds.weight},
    'colorValue', ${diamonds.colorValue},
    'clarityValue', ${diamonds.clarityValue},
    'manufacturedAs', ${diamonds.manufacturedAs},
    'connectedAt', ${isoInstant(sql`coalesce(${maps.diamondConnectedAt}, ${maps.created})`)}
  ) end,
  'created', ${isoInstant(maps.created)},
  'lastEdited', ${isoInstant(maps.updatedAt)},
  'version', ${maps.version}
)::text`;

// The list's rows: the item, and the sort key and id its cursors are made of.
export const selectListRows = (db: Executor) =>
  db
    .select({ id: maps.id, created: maps.created, item: listItemJson })
    .from(maps)
    .leftJoin(diamonds, eq(diamonds.id, maps.diamondId));

// The editor's read: the list's fields and the design, checked as it is read (a design that fails
// its format is refused rather than handed to the editor half-read).
export async function readImperfection(db: Executor, ownerId: string, id: string): Promise<Imperfection> {
  const [found] = await db
    .select({
      item: listItemJson,
      design: maps.design,
      displayImperfectionIcons: maps.displayImperfectionIcons,
    })
    .from(maps)
    .leftJoin(diamonds, eq(diamonds.id, maps.diamondId))
    .where(ownMap(ownerId, id));
  if (!found) throw missingImperfection();
  const design = imperfectionDesignSchema.safeParse(found.design);
  if (!design.success)
    throw new HttpProblem(422, "Unprocessable Content", messages.imperfectionDesignUnreadable);
  // The route's response schema checks the item on its way out.
  const item = JSON.parse(found.item) as ImperfectionListItem;
  return { ...item, displayImperfectionIcons: found.displayImperfectionIcons, design: design.data };
}
