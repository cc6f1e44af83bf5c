import { lazy, Suspense, useEffect, useState } from "react";

const Notifications = lazy(async () => ({ default: (await import("./notifications-module")).Notifications }));

// The container that shows notifications mounts once the first screen is drawn: nothing shows a
// notification before that, and notifications.show() keeps any early one until it mounts.
export function DeferredNotifications() {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => setDrawn(true), []);
  return drawn ? (
    <Suspense fallback={null}>
      <Notifications position="top-right" limit={4} />
    </Suspense>
  ) : null;
}
