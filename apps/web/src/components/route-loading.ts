// A navigation's feedback drawn before the app does any work for it: the click sets an attribute
// on the root element, CSS shows the top progress bar (top-progress-bar.module.css) and dims the
// screen being left (shell.module.css), and the navigation itself starts only after the browser
// has painted that. Starting a navigation is not free (matching routes, the next screen's lazy
// code asking for its chunks: 50–150 ms in the click's task on a busy machine, measured in
// bench/src/browser-feedback.ts), and on a slow line the code may then take seconds: issue 21 asks
// for feedback within 100 ms of the click.
const attribute = "data-route-loading";

export function startRouteLoading() {
  document.documentElement.setAttribute(attribute, "");
}

export function endRouteLoading() {
  document.documentElement.removeAttribute(attribute);
}

// Runs `work` in a task after the next frame has been painted.
export function afterNextPaint(work: () => void) {
  requestAnimationFrame(() => setTimeout(work, 0));
}
