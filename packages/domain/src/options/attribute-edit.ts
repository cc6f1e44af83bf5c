import { z } from "zod";
import type { AttributeName } from "./attributes";

// Editing an attribute's stored values (spec 002 §2 'Attributes', §5): a value is required, no two
// values of a list are equal in any letter case, and the Number attribute (timerTickerBeforeAd)
// holds one number of seconds from 15 to 29.

export const attributeMessages = {
  required: "You must enter a value",
  duplicate: "This value is already in the list",
  numberRange: "The Number type accepts 15 to 29 seconds.",
  numberSingle: "The Number type holds one value.",
} as const;

export const numberAttributes: readonly AttributeName[] = ["timerTickerBeforeAd"];
export const isNumberAttribute = (name: AttributeName) => numberAttributes.includes(name);

export const attributeNumberRange = { min: 15, max: 29 } as const;

// The message for a value about to join (or replace `replacing` in) a list, or null when it may.
export function attributeValueProblem(
  name: AttributeName,
  value: string,
  list: readonly string[],
  replacing?: string,
): string | null {
  const trimmed = value.trim();
  if (trimmed === "") return attributeMessages.required;
  if (isNumberAttribute(name)) {
    const seconds = Number(trimmed);
    if (!/^\d+$/.test(trimmed) || seconds < attributeNumberRange.min || seconds > attributeNumberRange.max)
      return attributeMessages.numberRange;
    return null;
  }
  const lower = trimmed.toLocaleLowerCase();
  const others = list.filter((existing) => existing !== replacing);
  if (others.some((existing) => existing.trim().toLocaleLowerCase() === lower))
    return attributeMessages.duplicate;
  return null;
}

// The values a new one may not repeat: the list's own and, for a list that extends its built-in
// options (all but 'color', which replaces them), those too. The built-ins come as a parameter
// (the server reads them from attribute-built-ins.ts and sends them with each list) so the screen
// does not load the forms' option tables.
export function takenAttributeValues(
  name: AttributeName,
  values: readonly string[],
  builtIns: readonly string[],
): string[] {
  return name === "color" ? [...values] : [...builtIns, ...values];
}

// The first problem of a whole list as saved, or null. Values already stored (`stored`) were
// accepted before and are not judged again (older data may repeat a built-in option).
export function attributeListProblem(
  name: AttributeName,
  values: readonly string[],
  builtIns: readonly string[],
  stored: readonly string[] = [],
): string | null {
  if (isNumberAttribute(name) && values.length > 1) return attributeMessages.numberSingle;
  for (const [index, value] of values.entries()) {
    if (stored.includes(value)) continue;
    const problem = attributeValueProblem(
      name,
      value,
      takenAttributeValues(name, values.slice(0, index), builtIns),
    );
    if (problem) return problem;
  }
  return null;
}

// PUT /api/attributes/{name}: the list as it should be, and the version it was read at (0 for a
// list never saved).
export const attributeSaveSchema = z.object({
  values: z.array(z.string().trim().max(200)).max(1000),
  version: z.number().int().min(0),
});
export type AttributeSave = z.infer<typeof attributeSaveSchema>;

// What the attributes screen reads: every list in card order with its version and the domain's
// built-in options it extends (or, for 'color', replaces), shown marked as built-in.
export const attributeListSchema = z.object({
  name: z.string(),
  values: z.array(z.string()),
  builtIns: z.array(z.string()),
  version: z.number().int(),
});
export const attributeListsSchema = z.object({ lists: z.array(attributeListSchema) });
// The server answers only the attribute names it knows (attributes.ts), so the screen needs no
// run-time check of them (and does not load the option tables' module for one).
export type AttributeList = Omit<z.infer<typeof attributeListSchema>, "name"> & { name: AttributeName };

// A readable account of a save for the activity log: 'added "Ideal"; removed "Good"'.
export function describeAttributeChange(before: readonly string[], after: readonly string[]): string {
  const added = after.filter((value) => !before.includes(value));
  const removed = before.filter((value) => !after.includes(value));
  const parts = [
    ...(added.length ? [`added ${added.map((v) => `"${v}"`).join(", ")}`] : []),
    ...(removed.length ? [`removed ${removed.map((v) => `"${v}"`).join(", ")}`] : []),
  ];
  return parts.length ? parts.join("; ") : "saved without change";
}

// GET /api/attributes/{name}/usage?value=: how many records hold a value, said before it is
// deleted from its list (the records keep it and stay readable).
export const attributeUsageQuerySchema = z.object({
  value: z.string().trim().min(1, attributeMessages.required).max(200),
});
export const attributeUsageSchema = z.object({ diamonds: z.number().int(), jewelry: z.number().int() });
export type AttributeUsage = z.infer<typeof attributeUsageSchema>;

export function attributeDeleteQuestion(value: string, usage: AttributeUsage): string {
  const total = usage.diamonds + usage.jewelry;
  if (total === 0) return `No record uses "${value}". Delete it from the list?`;
  const records = total === 1 ? "1 record uses" : `${total} records use`;
  return `${records} "${value}" (${usage.diamonds} diamonds, ${usage.jewelry} jewelry). They keep the value and stay readable. Delete it from the list?`;
}
