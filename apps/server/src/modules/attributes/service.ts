import type { SessionUser } from "@loupe/domain/auth";
import { formatDateTime } from "@loupe/domain/formatting";
import { messages } from "@loupe/domain/messages";
import { builtInsOf } from "@loupe/domain/options/attribute-built-ins";
import {
  type AttributeList,
  type AttributeSave,
  type AttributeUsage,
  attributeListProblem,
  describeAttributeChange,
} from "@loupe/domain/options/attribute-edit";
import { type AttributeName, attributeNames, isAttributeName } from "@loupe/domain/options/attributes";
import { eq } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { createRecord } from "../../db/create-record";
import { isUniqueViolation } from "../../db/errors";
import { versionedUpdate } from "../../db/versioned-update";
import { badRequest, conflict, notFound } from "../../http/problem";
import { countDiamondsUsingValue } from "../diamonds/ports";
import { countJewelryUsingValue } from "../jewelry/ports";
import { attributes } from "./schema";

// The attributes screen's lists (spec 002 §2 'Attributes'): every list in card order, a list never
// saved at version 0 (its row is written by its first save).
export async function readAttributeLists(db: Executor): Promise<AttributeList[]> {
  const rows = await db.select().from(attributes);
  const byName = new Map(rows.map((row) => [row.id, row]));
  return attributeNames.map((name) => {
    const row = byName.get(name);
    return { name, values: row?.values ?? [], builtIns: builtInsOf(name), version: row?.version ?? 0 };
  });
}

export function attributeNameOf(name: string): AttributeName {
  if (!isAttributeName(name)) throw notFound(`There is no attribute named ${name}.`);
  return name;
}

const entryFor = (
  actor: SessionUser,
  name: AttributeName,
  before: readonly string[],
  after: readonly string[],
) => ({
  action: before.length === 0 && after.length > 0 ? ("create" as const) : ("update" as const),
  entityType: "attribute",
  entityId: name,
  subject: name,
  summary: `${actor.fullName} changed the attribute ${name}: ${describeAttributeChange(before, after)}`,
});

// Saves a whole list with its one activity entry (the values before → after), after the domain's
// rules; a stale version gets the usual 409.
export async function saveAttributeList(
  db: Database,
  actor: SessionUser,
  name: AttributeName,
  input: AttributeSave,
): Promise<AttributeList> {
  try {
    await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: attributes.id, values: attributes.values })
        .from(attributes)
        .where(eq(attributes.id, name));
      const problem = attributeListProblem(name, input.values, builtInsOf(name), existing?.values);
      if (problem) throw badRequest(problem, [{ field: "values", message: problem }]);
      if (!existing && input.version === 0) {
        await createRecord(tx, actor, {
          table: attributes,
          values: { id: name, values: input.values, updatedBy: actor.id },
          activity: () => entryFor(actor, name, [], input.values),
        });
        return;
      }
      await versionedUpdate(tx, {
        table: attributes,
        where: eq(attributes.id, name),
        version: input.version,
        actor,
        missing: () => notFound("This attribute is not saved yet. Reload the page."),
        set: () => ({ values: input.values }),
        activity: ({ before, after }) => entryFor(actor, name, before.values, after.values),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict(messages.staleRecord("another administrator", formatDateTime(new Date())));
    throw error;
  }
  const lists = await readAttributeLists(db);
  const saved = lists.find((list) => list.name === name);
  if (!saved) throw new Error("The saved attribute was not read back");
  return saved;
}

// How many records hold a value of a list, through the diamonds' and jewelry's ports.
export async function attributeValueUsage(
  db: Executor,
  name: AttributeName,
  value: string,
): Promise<AttributeUsage> {
  const [diamonds, jewelry] = await Promise.all([
    countDiamondsUsingValue(db, name, value),
    countJewelryUsingValue(db, name, value),
  ]);
  return { diamonds, jewelry };
}
