import { cleanNotifications, notificationsStore } from "@mantine/notifications";
import { afterEach, describe, expect, it } from "vitest";
import { notifySaved } from "./notify-saved";

const savedToasts = () =>
  notificationsStore
    .getState()
    .notifications.filter((toast) => String(toast.id).startsWith("certificate-saved-"));

describe("notifySaved", () => {
  afterEach(() => cleanNotifications());

  it("rewrites the toast still on screen in place: Save & Print's print never stacks a second one", () => {
    notifySaved({ title: "Diamond has been saved", lines: ["DP1"], onBackToList: () => {} });
    const [saved] = savedToasts();
    notifySaved({
      title: "Diamond has been saved",
      lines: ["DP1", "Data sent to server. You can now print"],
    });

    const shown = savedToasts();
    expect(shown).toHaveLength(1);
    expect(shown[0]?.id).toBe(saved?.id);
    expect(shown[0]?.message).not.toBe(saved?.message);
  });

  it("shows a new toast when the last one has gone", () => {
    notifySaved({ title: "Certificate has been saved", lines: ["C1"] });
    cleanNotifications();
    notifySaved({ title: "Certificate has been saved", lines: ["C2"], warning: true });

    const shown = savedToasts();
    expect(shown).toHaveLength(1);
    expect(shown[0]?.autoClose).toBe(false);
  });
});
