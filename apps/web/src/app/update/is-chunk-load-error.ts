// What browsers and Vite say when a code chunk cannot be fetched, typically because a deploy
// replaced it while this page was open (Chromium, Firefox, Safari, Vite's CSS preload).
const chunkLoadFailures = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return chunkLoadFailures.some((pattern) => pattern.test(error.message));
}
