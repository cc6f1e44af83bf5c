import { type DataRouteObject, matchRoutes } from "react-router";

// How long the pointer or the focus must rest on a link before its screen's code is asked for:
// long enough that sweeping over a list does not load every screen it passes.
export const linkRestMs = 100;

// Starts loading the code of every lazy route the path matches (shell, guard, screen). The router
// imports the same modules when the link is followed and finds them loaded.
function loadRouteCode(routes: DataRouteObject[], path: string): void {
  for (const { route } of matchRoutes(routes, path) ?? []) {
    if (typeof route.lazy === "function") void Promise.resolve(route.lazy()).catch(() => undefined);
  }
}

// One listener for the whole document (menu entries, list rows' Edit links, buttons rendered as
// links); returns the function that removes it. A link still under the pointer or focused once
// the rest has passed is loaded; in-app paths only (not files, downloads or new tabs).
export function prefetchLinksOnRest(routes: DataRouteObject[]): () => void {
  const arrive = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    if (!link || link.origin !== location.origin || link.target || link.hasAttribute("download")) return;
    setTimeout(() => {
      const resting = link.matches(":hover") || link === document.activeElement;
      if (resting && !link.pathname.startsWith("/api/")) loadRouteCode(routes, link.pathname);
    }, linkRestMs);
  };
  document.addEventListener("pointerover", arrive);
  document.addEventListener("focusin", arrive);
  return () => {
    document.removeEventListener("pointerover", arrive);
    document.removeEventListener("focusin", arrive);
  };
}
