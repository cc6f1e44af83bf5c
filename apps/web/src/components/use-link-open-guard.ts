import { linkOpenGuardMs } from "@loupe/domain/constants";
import { messages } from "@loupe/domain/messages";
import { notifications } from "@mantine/notifications";
import { useCallback, useEffect, useRef, useState } from "react";
import { useBlocker } from "react-router";

export type LinkOpenGuard = {
  // Call right after a public link was opened in a new tab.
  opened: () => void;
  // True while leaving the page is blocked.
  active: boolean;
};

const navigationNoteId = "link-open-guard";

function preventUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
  // Older browsers ask only when returnValue is set.
  event.returnValue = "";
}

// For a few seconds after a public link is opened in a new tab, the page refuses to be left
// (spec 000 §4): a reload or close asks first, and in-app navigation is cancelled.
// Needs a data router (createBrowserRouter / createMemoryRouter) for useBlocker.
export function useLinkOpenGuard(): LinkOpenGuard {
  const [active, setActive] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const blocker = useBlocker(active);

  // A cancelled click must not look like a dead menu: say why, once however often it is clicked.
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    blocker.reset();
    notifications.show({
      id: navigationNoteId,
      color: "blue",
      message: messages.navigationResumesSoon,
      autoClose: linkOpenGuardMs,
    });
  }, [blocker]);

  useEffect(() => {
    if (!active) return;
    window.addEventListener("beforeunload", preventUnload);
    return () => window.removeEventListener("beforeunload", preventUnload);
  }, [active]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  // Each opened link restarts the full guard period.
  const opened = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    setActive(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setActive(false);
    }, linkOpenGuardMs);
  }, []);

  return { opened, active };
}
