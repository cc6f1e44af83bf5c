import { useQuery } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";
import { sessionQueryOptions } from "../lib/session";

// How tall a list's rows are: Comfortable (the default) or Compact, one choice for every list,
// remembered in this browser for each signed-in administrator (decision 0018).
export type RowDensity = "comfortable" | "compact";

const storageKey = (userId: string) => `loupe.rowDensity.${userId}`;
const listeners = new Set<() => void>();

function read(userId: string | null): RowDensity {
  if (!userId) return "comfortable";
  try {
    return localStorage.getItem(storageKey(userId)) === "compact" ? "compact" : "comfortable";
  } catch {
    // Storage refused (private mode, a policy): the default.
    return "comfortable";
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useRowDensity(): [RowDensity, (density: RowDensity) => void] {
  // The signed-in shell has read the session already: the table never asks for it itself.
  const session = useQuery({ ...sessionQueryOptions, enabled: false });
  const userId = session.data?.id ?? null;
  const density = useSyncExternalStore(subscribe, () => read(userId));
  const set = useCallback(
    (next: RowDensity) => {
      if (!userId) return;
      try {
        localStorage.setItem(storageKey(userId), next);
      } catch {
        // Storage refused (private mode, a policy): the choice cannot be kept.
      }
      for (const listener of listeners) listener();
    },
    [userId],
  );
  return [density, set];
}
