import { useEffect, useRef } from "react";

// Said in the action bar while a save waits for the network (a text the spec lacks; issue 21: a
// save while offline said nothing for 12 s). Not a toast: offline, its lazily loaded container may
// not load.
export const offlineSaveText =
  "You are offline. Your changes are kept and will be saved when the connection is back.";

export const isOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

// While a save waits (`waiting`), runs `resume` when the browser is online again.
export function useResumeWhenOnline(waiting: boolean, resume: () => void) {
  const latest = useRef(resume);
  latest.current = resume;
  useEffect(() => {
    if (!waiting) return;
    const online = () => latest.current();
    window.addEventListener("online", online);
    return () => window.removeEventListener("online", online);
  }, [waiting]);
}
