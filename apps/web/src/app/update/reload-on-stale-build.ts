const lastReloadKey = "loupe:stale-build-reload";
const minimumGapMs = 60_000;

// After a deploy, a page that was already open may ask for a code chunk the server no longer has
// (it answers 404); loading the page again fetches the new build. The route's error screen calls
// this once the router has moved to the screen that failed, so the reload lands there. At most once
// a minute, so a chunk missing from the new build too cannot loop; returns whether it reloaded.
export function reloadForStaleBuild(
  storage: Storage = window.sessionStorage,
  reload: () => void = () => window.location.reload(),
  now: () => number = Date.now,
): boolean {
  const last = Number(storage.getItem(lastReloadKey) ?? 0);
  if (now() - last < minimumGapMs) return false;
  storage.setItem(lastReloadKey, String(now()));
  reload();
  return true;
}
