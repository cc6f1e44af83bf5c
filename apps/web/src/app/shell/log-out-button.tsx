import { messages } from "@loupe/domain/messages";
import { NavLink, VisuallyHidden } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconLogout } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { api, errorDetail, isApiError } from "../../lib/api-client";
import classes from "./shell.module.css";

export function LogOutButton({ wide }: { wide: boolean }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function logOut() {
    setBusy(true);
    try {
      await api.post("/api/auth/logout", undefined, { expectUnauthorized: true });
    } catch (error) {
      // An already-ended session is as good as signed out.
      if (!(isApiError(error) && error.status === 401)) {
        notifications.show({ color: "red", title: messages.genericErrorTitle, message: errorDetail(error) });
        setBusy(false);
        return;
      }
    }
    await navigate("/login", { replace: true });
    // Cleared after leaving, so nothing on screen refetches as nobody.
    queryClient.clear();
  }

  return (
    <NavLink
      component="button"
      type="button"
      onClick={logOut}
      disabled={busy}
      className={classes.item}
      data-wide={wide || undefined}
      leftSection={<IconLogout size={20} stroke={1.6} aria-hidden="true" />}
      label={wide ? "Log Out" : <VisuallyHidden>Log Out</VisuallyHidden>}
      noWrap
    />
  );
}
