import type { QueryClient } from "@tanstack/react-query";
import { createBrowserRouter, Navigate, Outlet, type RouteObject, ScrollRestoration } from "react-router";
import { NotFound } from "../components/not-found";
import { TopProgressBar } from "../components/top-progress-bar";
import { sessionQueryOptions } from "../lib/session";
import type { Feature } from "./feature";
import { features } from "./features";
import { RouteError } from "./route-error";

function Root() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

// A screen's route with a loader that starts its prefetch and returns at once: the screen renders
// without waiting, and finds its data cached or in flight.
function withPrefetch(queryClient: QueryClient, feature: Feature) {
  return (route: RouteObject): RouteObject => {
    const prefetch = route.path ? feature.prefetch?.[route.path] : undefined;
    if (!prefetch) return route;
    return {
      ...route,
      loader: ({ request }) => {
        void prefetch(queryClient, new URL(request.url)).catch(() => undefined);
        return null;
      },
    };
  };
}

function shellRoutes(queryClient: QueryClient, feature: Feature): RouteObject[] {
  const { permission } = feature;
  const routes = (feature.routes ?? []).map(withPrefetch(queryClient, feature));
  if (!permission) return routes;
  return [
    {
      lazy: async () => {
        const { RequirePermission } = await import("./require-session");
        return { element: <RequirePermission permission={permission} /> };
      },
      children: routes,
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter([
    {
      element: <Root />,
      errorElement: <RouteError />,
      // Shown while the first screen's code loads: the same bar index.html draws before any script.
      hydrateFallbackElement: <TopProgressBar />,
      children: [
        ...features.flatMap((feature) => feature.publicRoutes ?? []),
        {
          // With the shell: the permission rules bring the domain's schemas (zod), not needed to sign in.
          lazy: async () => ({ Component: (await import("./require-session")).RequireSession }),
          // Who is signed in is asked at once, not after the guard's code has loaded.
          loader: () => {
            void queryClient.prefetchQuery(sessionQueryOptions);
            return null;
          },
          children: [
            ...features.flatMap((feature) => feature.printRoutes ?? []),
            {
              lazy: async () => ({ Component: (await import("./shell/app-layout")).AppLayout }),
              errorElement: <RouteError />,
              children: [
                { path: "/", element: <Navigate to="/dashboard" replace /> },
                ...features.flatMap((feature) => shellRoutes(queryClient, feature)),
                { path: "*", element: <NotFound /> },
              ],
            },
          ],
        },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
