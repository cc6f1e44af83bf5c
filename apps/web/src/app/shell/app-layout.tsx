import { sidebarCollapsedWidth, sidebarExpandedWidth } from "@loupe/domain/constants";
import { Avatar, Group, Text } from "@mantine/core";
import { Outlet } from "react-router";
import { useSessionUser } from "../../lib/session";
import { UpdatePrompt } from "../update/update-prompt";
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

  return (
    <div className={classes.shell}>
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
        <main className={classes.main}>
          <UpdatePrompt />
          <Outlet />
        </main>
        <footer className={classes.footer}>© {new Date().getFullYear()} Loupe</footer>
      </div>
    </div>
  );
}
