import { useState } from "react";

// A list remembers, per browser tab, the query it was last shown with (filters, sort, page size,
// cursor), so a record's back link and its save or delete return to the list exactly as it was
// left. Opened on its own (a new tab, a shared link), a record goes back to the plain list.
const storageKey = (listPath: string) => `loupe.list-query.${listPath}`;

export function rememberListQuery(listPath: string, search: string): void {
  try {
    window.sessionStorage.setItem(storageKey(listPath), search);
  } catch {
    // Storage may be unavailable (private mode, quota): the back link then shows the plain list.
  }
}

function readListQuery(listPath: string): string {
  try {
    const search = window.sessionStorage.getItem(storageKey(listPath)) ?? "";
    // Only a query string goes after the fixed path, never anything that could change where it leads.
    return search.startsWith("?") ? search : "";
  } catch {
    return "";
  }
}

// Read once when the record opens: where "back" and "done" lead.
export function useListReturnPath(listPath: string): string {
  const [path] = useState(() => `${listPath}${readListQuery(listPath)}`);
  return path;
}
