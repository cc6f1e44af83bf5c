import type { PendingItem } from "@loupe/domain/shipping/pending-list";
import { createStore, del, get, set } from "idb-keyval";

// The pending list kept in this browser until it is saved (issue 23: a scanning station never loses
// a morning's scans): in IndexedDB, which survives a reload, a crash of the tab and a lost
// connection, is written without blocking the page (localStorage writes synchronously on every
// scan) and has room for any morning. One list per browser, as a station is one browser.
export type StoredPendingList = {
  items: PendingItem[];
  // A manual item's client and customer ids (its names are in the item), by the item's id.
  companies: Record<string, { clientId: string; customerId: string | null }>;
  // The idempotency key of the save being tried for exactly this list; a new one once the list
  // changes, so a retry never replays an answer for other items.
  saveKey: string | null;
  // When the list was last written here (ISO).
  savedAt: string | null;
};

export const emptyPendingList: StoredPendingList = { items: [], companies: {}, saveKey: null, savedAt: null };

const store = () => createStore("loupe-shipping", "pending");
const key = "pending-list-v1";

export async function readPendingList(): Promise<StoredPendingList> {
  const stored = await get<StoredPendingList>(key, store());
  return stored && Array.isArray(stored.items) ? { ...emptyPendingList, ...stored } : emptyPendingList;
}

export async function writePendingList(list: StoredPendingList): Promise<void> {
  await set(key, list, store());
}

export async function clearPendingList(): Promise<void> {
  await del(key, store());
}

// A random uuid (v4) for the save key; crypto.randomUUID needs a secure context, which a station on
// the lab's plain-http network may not be.
export function newSaveKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
