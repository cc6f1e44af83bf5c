import type { Page } from "@loupe/domain/paging";

// Pages a list the server sends whole (an administrator's posts): the cursor is the row offset,
// so the same DataTable and URL parameters work as for server-paged lists.
export function localPage<Item>(items: Item[], cursor: string | null, limit: number): Page<Item> {
  const total = items.length;
  const requested = Number.parseInt(cursor ?? "0", 10);
  const lastStart = total === 0 ? 0 : Math.floor((total - 1) / limit) * limit;
  const offset = Number.isFinite(requested) ? Math.min(Math.max(requested, 0), lastStart) : 0;
  return {
    items: items.slice(offset, offset + limit),
    total,
    offset,
    nextCursor: offset + limit < total ? String(offset + limit) : null,
    prevCursor: offset > 0 ? String(Math.max(offset - limit, 0)) : null,
  };
}

// Case-insensitive match of the search text against any of the given fields.
export function matchesSearch(search: string, fields: Array<string | number | null>): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === "") return true;
  return fields.some((field) => field !== null && String(field).toLowerCase().includes(needle));
}
