import { useEffect, useState } from "react";

// True once `active` has held for `delayMs`, false as soon as it ends: a loader shown this way
// does not flash for work that finishes at once (the spec's upload loader delay, 500 ms).
export function useDelayedFlag(active: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return active && shown;
}
