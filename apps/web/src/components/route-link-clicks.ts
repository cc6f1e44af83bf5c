import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import { afterNextPaint, endRouteLoading, startRouteLoading } from "./route-loading";

// List cells link with plain <a href data-route-link> (a router <Link> runs half a dozen hooks,
// and a page has hundreds): one handler on the table turns a plain left click on any of them into
// an in-app navigation, as <Link> would; a modified or middle click keeps the browser's own
// (new tab, new window). Hrefs are app paths: the router has no basename.
export function useRouteLinkClicks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest<HTMLAnchorElement>("a[data-route-link]");
    const href = link?.getAttribute("href");
    if (!link || !href || !event.currentTarget.contains(link)) return;
    event.preventDefault();
    // The bar is painted in this click's frame, then the navigation starts; the router's own
    // state (useNavigation, RouteProgress) keeps the bar until the next screen is in.
    startRouteLoading();
    afterNextPaint(() => void Promise.resolve(navigate(href)).finally(endRouteLoading));
  };
}
