import { useNavigation } from "react-router";
import { TopProgressBar } from "../../components/top-progress-bar";

// From the click on a link until the next screen's code and first data are in: the bar shows at
// once, while the screen the user left stays in place (dimmed by the shell).
export function RouteProgress() {
  return useRouteLoading() ? <TopProgressBar /> : null;
}

export function useRouteLoading(): boolean {
  return useNavigation().state !== "idle";
}
