import { sidebarCollapsedWidth, sidebarExpandedWidth } from "@loupe/domain/constants";
import { Avatar, Group, Text } from "@mantine/core";
import { Outlet } from "react-router";
import skipLink from "../../components/skip-link.module.css";
import { useSessionUser } from "../../lib/session";
import { UpdatePrompt } from "../update/update-prompt";
import { RouteProgress, useRouteLoading } from "./route-progress";
import classes from "./shell.module.css";
import { SideMenu } from "./side-menu";
import { useCollapsedMenu } from "./use-collapsed-menu";

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");
}

// The shell around every signed-in screen: side menu, header with the user, footer.
export function AppLayout() {
  const menu = useCollapsedMenu();
  const user = useSessionUser();
  const reserved = menu.collapsed ? sidebarCollapsedWidth : sidebarExpandedWidth;
  const loading = useRouteLoading();

  return (
    <div className={classes.shell}>
      {/* The first Tab stop of every signed-in page: past the menu to the screen itself. */}
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link is in-page navigation; without script it still jumps to #main */}
      <a
        className={skipLink.link}
        href="#main"
        onClick={(event) => {
          const main = document.getElementById("main");
          if (!main) return;
          // Focus without the #main the link would add to the address.
          event.preventDefault();
          main.focus();
        }}
      >
        Skip to main content
      </a>
      <RouteProgress />
      <SideMenu menu={menu} />
      <div className={classes.column} style={{ marginLeft: reserved }}>
        <header className={classes.header}>
          {user && (
            <Group gap="sm" wrap="nowrap">
              <Avatar size={32} color="indigo" radius="xl" aria-hidden="true">
                {initials(user.fullName)}
              </Avatar>
              <Text size="sm" fw={500} data-testid="signed-in-user">
                {user.fullName}
              </Text>
            </Group>
          )}
        </header>
        <main
          id="main"
          tabIndex={-1}
          className={classes.main}
          aria-busy={loading}
          data-loading={loading || undefined}
        >
          <UpdatePrompt />
          <Outlet />
        </main>
        <footer className={classes.footer}>© {new Date().getFullYear()} Loupe</footer>
      </div>
    </div>
  );
}
