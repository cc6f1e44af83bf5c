import { useEffect, useRef, useState } from "react";
import { type FilterValues, sameFilterValues } from "./url-filters";

// The filter form's draft of a list's applied filters (spec: chosen in the form, applied with
// Filters, all cleared with Clear Filters, one at a time with the chips of the applied ones).
export function useFilterDraft<Values extends FilterValues>({
  filters,
  empty,
  onApply,
}: {
  filters: Values;
  empty: Values;
  onApply: (filters: Values) => void;
}) {
  const [draft, setDraft] = useState(filters);
  // Follows the URL when it changes from outside (back button, a shared link). The router renders
  // a navigation as a transition, so the URL this form applied can arrive after the user has typed
  // again; it must not wipe what they typed.
  const applied = useRef(filters);
  useEffect(() => {
    if (sameFilterValues(filters, applied.current)) return;
    applied.current = filters;
    setDraft(filters);
  }, [filters]);

  const set = (changes: Partial<Values>) => setDraft((current) => ({ ...current, ...changes }));
  function apply(next: Values) {
    applied.current = next;
    onApply(next);
  }

  return {
    draft,
    set,
    // Filters (or Enter in a field): the draft, its texts trimmed.
    submit: () => {
      const trimmed = Object.fromEntries(
        Object.entries(draft).map(([key, value]) => [key, typeof value === "string" ? value.trim() : value]),
      ) as Values;
      apply(trimmed);
    },
    clear: () => {
      setDraft(empty);
      apply(empty);
    },
    // A chip's ×: that filter alone, from the applied ones; what is typed but not applied stays.
    remove: (key: string) => {
      if (!Object.hasOwn(empty, key)) return;
      const cleared = { [key]: empty[key] } as Partial<Values>;
      set(cleared);
      apply({ ...filters, ...cleared });
    },
  };
}
