import type { NewlyAddedItem } from "@loupe/domain/intake/intake-api";
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import type { QueueClient } from "./api";
import { type Drafts, pruneDrafts, readDrafts, writeDrafts } from "./queue-drafts";
import { itemKey } from "./queue-item";

// The clients chosen in the queue's rows and not saved yet (Save & Complete sends them with the
// completion), kept as drafts in the browser tab (queue-drafts.ts) so they outlive a refetch and
// a visit to another page; and the one row whose client field is the real picker (the others show
// a stand-in, so a page of 500 rows holds one picker). A choice of nothing is null.
type QueueClients = {
  chosen: Drafts;
  choose: (item: NewlyAddedItem, client: QueueClient | null) => void;
  forget: (items: readonly NewlyAddedItem[]) => void;
  // The page shown, and whether it is the whole queue (drafts of items not on it are dropped).
  prune: (keys: readonly string[], whole: boolean) => void;
  active: string | null;
  activate: (item: NewlyAddedItem) => void;
};

export function useQueueClientsState(): QueueClients {
  const [chosen, setChosen] = useState<Drafts>(readDrafts);
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => writeDrafts(chosen), [chosen]);
  const choose = useCallback((item: NewlyAddedItem, client: QueueClient | null) => {
    setChosen((current) => {
      const next = new Map(current);
      // Back to the saved client: nothing to save.
      if ((client?.id ?? null) === (item.client?.id ?? null)) next.delete(itemKey(item));
      else next.set(itemKey(item), client);
      return next;
    });
  }, []);
  const forget = useCallback((items: readonly NewlyAddedItem[]) => {
    setChosen((current) => {
      const next = new Map(current);
      for (const item of items) next.delete(itemKey(item));
      return next;
    });
  }, []);
  const prune = useCallback((keys: readonly string[], whole: boolean) => {
    setChosen((current) => pruneDrafts(current, { keys, whole }));
  }, []);
  const activate = useCallback((item: NewlyAddedItem) => setActive(itemKey(item)), []);
  return useMemo(
    () => ({ chosen, choose, forget, prune, active, activate }),
    [chosen, choose, forget, prune, active, activate],
  );
}

export const QueueClientsContext = createContext<QueueClients | null>(null);

export function useQueueClients(): QueueClients {
  const clients = useContext(QueueClientsContext);
  if (!clients) throw new Error("useQueueClients outside the newly added section");
  return clients;
}

// The client a row is to be completed with: the one chosen in it, else the saved one.
export function clientOf(clients: Pick<QueueClients, "chosen">, item: NewlyAddedItem): QueueClient | null {
  const key = itemKey(item);
  return clients.chosen.has(key) ? (clients.chosen.get(key) ?? null) : item.client;
}

// A client chosen in the row that is not the saved one: Complete becomes Save & Complete.
export function hasUnsavedClient(clients: Pick<QueueClients, "chosen">, item: NewlyAddedItem): boolean {
  const client = clientOf(clients, item);
  return client !== null && client.id !== item.client?.id;
}
