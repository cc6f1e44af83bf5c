import { type ReactNode, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import classes from "./skip-link.module.css";

// A screen's own skip link: the page's first stop for the keyboard (before the shell's 'Skip to
// main content' and the side menu's entries), shown when focused. It lives at the start of the
// page's body, where the Tab order begins, for as long as the screen is open. `onSkip` puts the
// focus where the screen's work starts and answers whether it could; without it (or without
// script) the link jumps to `href`.
export function PageSkipLink({
  href,
  onSkip,
  children,
}: {
  href: string;
  onSkip: () => boolean;
  children: ReactNode;
}) {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const element = document.createElement("div");
    document.body.prepend(element);
    setHost(element);
    return () => element.remove();
  }, []);
  if (!host) return null;
  return createPortal(
    <a
      className={classes.link}
      href={href}
      onClick={(event) => {
        if (onSkip()) event.preventDefault();
      }}
    >
      {children}
    </a>,
    host,
  );
}
