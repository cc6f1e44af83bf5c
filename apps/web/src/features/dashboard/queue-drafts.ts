import type { QueueClient } from "./api";

// The clients chosen in the queue's rows and not completed yet (issue 21), by item key: a draft
// until the row is completed or its choice undone. They are kept in the browser tab
// (sessionStorage), so a choice survives leaving the dashboard and coming back; nothing of them
// reaches the server before Save & Complete. A choice of nothing (a saved client cleared) is null.
export type Drafts = ReadonlyMap<string, QueueClient | null>;

const storageKey = "loupe.queue-client-drafts";

const isClient = (value: unknown): value is QueueClient =>
  typeof value === "object" &&
  value !== null &&
  "id" in value &&
  typeof value.id === "string" &&
  "name" in value &&
  typeof value.name === "string";

// What was stored, read defensively (another build of the app may have written it): an entry that
// is not [key, client or null] is skipped.
export function parseDrafts(stored: string | null): Drafts {
  if (!stored) return new Map();
  let entries: unknown;
  try {
    entries = JSON.parse(stored);
  } catch {
    return new Map();
  }
  if (!Array.isArray(entries)) return new Map();
  const drafts = new Map<string, QueueClient | null>();
  for (const entry of entries) {
    if (!Array.isArray(entry) || typeof entry[0] !== "string") continue;
    const client: unknown = entry[1];
    if (client === null) drafts.set(entry[0], null);
    else if (isClient(client)) drafts.set(entry[0], { id: client.id, name: client.name });
  }
  return drafts;
}

export const serializeDrafts = (drafts: Drafts): string => JSON.stringify([...drafts]);

export function readDrafts(): Drafts {
  try {
    return parseDrafts(window.sessionStorage.getItem(storageKey));
  } catch {
    return new Map();
  }
}

export function writeDrafts(drafts: Drafts): void {
  try {
    if (drafts.size === 0) window.sessionStorage.removeItem(storageKey);
    else window.sessionStorage.setItem(storageKey, serializeDrafts(drafts));
  } catch {
    // Storage may be unavailable (private mode, quota): the choices then last while the page is open.
  }
}

// Drafts of items no longer queued are dropped when the page shows the whole queue (no search,
// every item on it): an item not on it was completed (here or elsewhere) or deleted. A page of
// part of the queue says nothing about the items it does not show. Answers the same map when
// nothing is dropped.
export function pruneDrafts(drafts: Drafts, shown: { keys: readonly string[]; whole: boolean }): Drafts {
  if (!shown.whole || drafts.size === 0) return drafts;
  const queued = new Set(shown.keys);
  const kept = new Map([...drafts].filter(([key]) => queued.has(key)));
  return kept.size === drafts.size ? drafts : kept;
}
