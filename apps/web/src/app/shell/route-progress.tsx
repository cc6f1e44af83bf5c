import { useNavigation } from "react-router";
import { TopProgressBar } from "../../components/top-progress-bar";

// From the click on a link until the next screen's code and first data are in: the bar shows at
// once, while the screen the user left stays in place (dimmed by the shell). Always in the page, so
// a list link's click can show it before React renders (components/route-loading.ts).
export function RouteProgress() {
  return <TopProgressBar active={useRouteLoading()} />;
}

export function useRouteLoading(): boolean {
  return useNavigation().state !== "idle";
}
