import { z } from "zod";
import { maxPageSize } from "./constants";

// Keyset paging on (created, id) for every list (DESIGN.md, API conventions). The cursor is
// opaque to clients: base64url of "<created ISO>|<id>".

export const sortDirectionSchema = z.enum(["asc", "desc"]);

export function listQuerySchema<const Sort extends readonly [string, ...string[]]>(
  sortFields: Sort,
  defaultLimit: number,
  defaultSort: `${Sort[number]}:${"asc" | "desc"}`,
) {
  return z.object({
    limit: z.coerce.number().int().min(1).max(maxPageSize).default(defaultLimit),
    cursor: z.string().max(200).optional(),
    direction: z.enum(["next", "prev"]).default("next"),
    sort: z
      .string()
      .regex(/^[a-zA-Z]+:(asc|desc)$/, "sort must look like field:asc or field:desc")
      .refine((value) => sortFields.includes(value.split(":")[0] ?? ""), {
        message: `sort field must be one of ${sortFields.join(", ")}`,
      })
      .default(defaultSort),
  });
}

export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    offset: z.number().int(),
    nextCursor: z.string().nullable(),
    prevCursor: z.string().nullable(),
  });
}

export type Page<Item> = {
  items: Item[];
  total: number;
  offset: number;
  nextCursor: string | null;
  prevCursor: string | null;
};

export type Cursor = { key: string; id: string; offset: number };

export function encodeCursor(cursor: Cursor): string {
  const text = `${cursor.key}|${cursor.id}|${cursor.offset}`;
  return btoa(unescape(encodeURIComponent(text)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export function decodeCursor(value: string): Cursor | null {
  try {
    const base64 = value.replace(/-/g, "+").replace(/_/g, "/");
    const text = decodeURIComponent(escape(atob(base64)));
    const [key, id, offset] = text.split("|");
    const parsedOffset = Number(offset);
    if (!key || !id || !Number.isInteger(parsedOffset) || parsedOffset < 0) return null;
    return { key, id, offset: parsedOffset };
  } catch {
    return null;
  }
}

// Case-insensitive name order that PostgreSQL reproduces exactly with lower(name collate "C"):
// only ASCII letters are folded, then strings compare by code unit.
export function foldAsciiCase(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

export function compareNames(a: string, b: string): number {
  const left = foldAsciiCase(a);
  const right = foldAsciiCase(b);
  return left < right ? -1 : left > right ? 1 : 0;
}
