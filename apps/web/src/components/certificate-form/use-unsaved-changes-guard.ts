import { useCallback, useEffect, useRef } from "react";
import { type Blocker, type BlockerFunction, useBlocker } from "react-router";

function preventUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
  // Older browsers ask only when returnValue is set.
  event.returnValue = "";
}

export type UnsavedChangesGuard = {
  // "blocked" while the user is asked whether to leave.
  blocker: Blocker;
  // Lets the next navigation through (after a save or a delete, the changes are not lost).
  allowLeaving: () => void;
};

// Edits are not lost silently: leaving the form with unsaved changes asks first, in the app
// (another route) and in the browser (reload, close).
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const allowed = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    window.addEventListener("beforeunload", preventUnload);
    return () => window.removeEventListener("beforeunload", preventUnload);
  }, [dirty]);

  const allowLeaving = useCallback(() => {
    allowed.current = true;
  }, []);
  return { blocker, allowLeaving };
}
