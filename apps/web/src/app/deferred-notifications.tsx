import { useNotifications } from "@mantine/notifications";
import { lazy, Suspense, useState } from "react";

const Notifications = lazy(async () => ({ default: (await import("./notifications-module")).Notifications }));

// The container that shows notifications (transitions, portal, scroll lock) mounts when the first
// notification is shown; notifications.show() keeps it in the store until then. Once mounted, it
// stays.
export function DeferredNotifications() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Notifications position="top-right" limit={4} />
    </Suspense>
  ) : null;
}
