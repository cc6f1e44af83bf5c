import { addToPending, type PendingItem } from "@loupe/domain/shipping/pending-list";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  clearPendingList,
  emptyPendingList,
  newSaveKey,
  readPendingList,
  type StoredPendingList,
  writePendingList,
} from "./pending-store";

// The pending list as the modal uses it: loaded from this browser once, written back after every
// change (the modal shows when), cleared after a successful save.
export function usePendingList() {
  const [list, setList] = useState<StoredPendingList>(emptyPendingList);
  const [loaded, setLoaded] = useState(false);
  const [storageError, setStorageError] = useState<string | null>(null);
  const current = useRef(list);

  useEffect(() => {
    let live = true;
    readPendingList()
      .then((stored) => {
        if (!live) return;
        current.current = stored;
        setList(stored);
      })
      .catch((error: unknown) => live && setStorageError(String(error)))
      .finally(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, []);

  const write = useCallback(async (next: StoredPendingList) => {
    const stamped = { ...next, savedAt: new Date().toISOString() };
    current.current = stamped;
    setList(stamped);
    try {
      await writePendingList(stamped);
      setStorageError(null);
    } catch (error) {
      setStorageError(String(error));
    }
  }, []);

  // Adds items (duplicates skipped, spec 001 §4.5); answers how many were skipped.
  const add = useCallback(
    (items: PendingItem[], companies: StoredPendingList["companies"] = {}) => {
      const { list: items_, skipped } = addToPending(current.current.items, items);
      if (items_.length !== current.current.items.length)
        void write({
          ...current.current,
          items: items_,
          companies: { ...current.current.companies, ...companies },
          saveKey: null,
        });
      return skipped.length;
    },
    [write],
  );

  const remove = useCallback(
    (id: string) => {
      const { [id]: _gone, ...companies } = current.current.companies;
      void write({
        ...current.current,
        items: current.current.items.filter((item) => item.id !== id),
        companies,
        saveKey: null,
      });
    },
    [write],
  );

  // The key of this list's save: kept (and stored) until the list changes, so a retry after a
  // timeout or a lost connection sends the same key.
  const saveKey = useCallback(async () => {
    if (current.current.saveKey) return current.current.saveKey;
    const key = newSaveKey();
    await write({ ...current.current, saveKey: key });
    return key;
  }, [write]);

  const reset = useCallback(async () => {
    current.current = emptyPendingList;
    setList(emptyPendingList);
    await clearPendingList();
  }, []);

  return { list, loaded, storageError, add, remove, saveKey, reset };
}
