import { useState } from "react";
import { useLocation } from "react-router";

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

// The browser router numbers its history entries (history.state.idx); 0 is the first page of the
// app in this tab, even after a replace. Other routers keep no such state.
function historyIndex(): number | null {
  const state: unknown = window.history.state;
  return state !== null && typeof state === "object" && "idx" in state && typeof state.idx === "number"
    ? state.idx
    : null;
}

// Whether the page was reached from another page of the app (a link, a row, the dashboard), so
// "back one page" stays in the app (spec 000, 001 §2.3: after delete). Read once when it opens:
// a page opened on its own (a new tab, a shared link, typed) has nothing of the app behind it.
export function useCameFromApp(): boolean {
  const location = useLocation();
  const [came] = useState(() => location.key !== "default" && historyIndex() !== 0);
  return came;
}
