import { z } from "zod";

// Keyset paging on (created, id) for every list (docs/design.md, API conventions). The cursor is
// opaque to clients: base64url of "<key>|<id>|<offset>" or, since the totals are carried,
// "<key>|<id>|<offset>|<total>" (docs/decisions/0001 and 0003).

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

// `total` is the list's total when its first page was read; cursors without it (written before
// totals were carried) make the server count again.
export type Cursor = { key: string; id: string; offset: number; total?: number };

export function encodeCursor(cursor: Cursor): string {
  const parts = [cursor.key, cursor.id, String(cursor.offset)];
  if (cursor.total !== undefined) parts.push(String(cursor.total));
  return btoa(unescape(encodeURIComponent(parts.join("|"))))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

const digits = /^\d{1,15}$/;

// Read from the right: the id is a uuid and offset and total are digits, so a key may itself
// contain '|' (a certificate number can), and a cursor with a total is told from one without.
export function decodeCursor(value: string): Cursor | null {
  try {
    const base64 = value.replace(/-/g, "+").replace(/_/g, "/");
    const parts = decodeURIComponent(escape(atob(base64))).split("|");
    const withTotal = parts.length >= 4 && digits.test(parts.at(-1) ?? "") && digits.test(parts.at(-2) ?? "");
    const tail = parts.splice(withTotal ? -3 : -2);
    // A key may be empty (a record with no certificate number yet), but it must be there.
    if (parts.length === 0) return null;
    const key = parts.join("|");
    const [id, offset, total] = tail;
    if (!id || offset === undefined || !digits.test(offset)) return null;
    const cursor: Cursor = { key, id, offset: Number(offset) };
    if (total !== undefined) cursor.total = Number(total);
    return cursor;
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
