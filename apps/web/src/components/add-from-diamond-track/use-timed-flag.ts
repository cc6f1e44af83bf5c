import { useCallback, useEffect, useState } from "react";

// A flag that turns itself off `ms` after it was last turned on (a hint shown for a while).
export function useTimedFlag(ms: number) {
  const [shownAt, setShownAt] = useState<number | null>(null);
  useEffect(() => {
    if (shownAt === null) return;
    const timer = setTimeout(() => setShownAt(null), ms);
    return () => clearTimeout(timer);
  }, [shownAt, ms]);
  const show = useCallback(() => setShownAt(Date.now()), []);
  const hide = useCallback(() => setShownAt(null), []);
  return { shown: shownAt !== null, show, hide };
}
