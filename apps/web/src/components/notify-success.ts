import { notificationAutoCloseMs } from "@loupe/domain/constants";
import { notifications } from "@mantine/notifications";

// A green toast that closes by itself ('Certificate has been saved', …).
export function notifySuccess(title: string, message?: string) {
  notifications.show({ color: "green", title, message, autoClose: notificationAutoCloseMs });
}
