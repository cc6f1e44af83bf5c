import type { NewlyAddedItem } from "@loupe/domain/intake/intake-api";
import { useCallback, useMemo, useState } from "react";
import { itemKey } from "./queue-item";

// The rows chosen in multi-complete mode, kept across pages. An item's latest copy (a client set
// since it was ticked, a new version) is the one completed.
export function usePageSelection(rows: readonly NewlyAddedItem[]) {
  const [chosen, setChosen] = useState<ReadonlyMap<string, NewlyAddedItem>>(new Map());

  const toggle = useCallback((item: NewlyAddedItem) => {
    setChosen((current) => {
      const next = new Map(current);
      if (next.has(itemKey(item))) next.delete(itemKey(item));
      else next.set(itemKey(item), item);
      return next;
    });
  }, []);

  const onPage = rows.filter((row) => chosen.has(itemKey(row))).length;
  const allChecked = rows.length > 0 && onPage === rows.length;
  const forColumns = useMemo(
    () => ({
      selected: new Set(chosen.keys()),
      toggle,
      allOnPage: {
        checked: allChecked,
        indeterminate: onPage > 0 && !allChecked,
        toggle: () =>
          setChosen((current) => {
            const next = new Map(current);
            for (const row of rows) {
              if (allChecked) next.delete(itemKey(row));
              else next.set(itemKey(row), row);
            }
            return next;
          }),
      },
    }),
    [chosen, toggle, rows, allChecked, onPage],
  );

  const latest = new Map(rows.map((row) => [itemKey(row), row]));
  return {
    forColumns,
    count: chosen.size,
    items: () => [...chosen.values()].map((item) => latest.get(itemKey(item)) ?? item),
    clear: () => setChosen(new Map()),
  };
}
