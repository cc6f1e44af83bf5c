import type { Permission } from "@loupe/domain/permissions";
import type { Icon } from "@tabler/icons-react";
import type { QueryClient } from "@tanstack/react-query";
import type { RouteObject } from "react-router";
import type { MenuSlot } from "./shell/menu-layout";

export type FeatureMenuLink = {
  // Where the link sits in the side menu (shell/menu-layout.ts declares the slots).
  slot: MenuSlot;
  label: string;
  to: string;
  icon: Icon;
  // Other screens that highlight this entry (a company profile highlights Clients).
  activePrefixes?: string[];
};

// What an area adds to the app. Screens load their code with `lazy`, so a first visit downloads
// only the screens it shows.
export type Feature = {
  // Screens outside the signed-in shell (sign-in, password reset).
  publicRoutes?: RouteObject[];
  // Screens inside the signed-in shell.
  routes?: RouteObject[];
  // Signed-in screens without the shell, made to be printed (the grading pamphlet).
  printRoutes?: RouteObject[];
  menu?: FeatureMenuLink[];
  // Guards every screen and menu link of the area.
  permission?: Permission;
  // What a screen shows first, asked for while its code loads (route path → prefetch). Each loads
  // its own small chunk, so the first bundle does not grow with every area.
  prefetch?: Record<string, RoutePrefetch>;
};

export type RoutePrefetch = (queryClient: QueryClient, url: URL) => Promise<void>;
