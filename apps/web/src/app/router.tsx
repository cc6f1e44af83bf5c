import { createBrowserRouter, Navigate, Outlet, type RouteObject, ScrollRestoration } from "react-router";
import { CenteredLoader } from "../components/centered-loader";
import { NotFound } from "../components/not-found";
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

function shellRoutes({ routes = [], permission }: Feature): RouteObject[] {
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

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <Root />,
      errorElement: <RouteError />,
      // Shown while the first screen's code loads.
      hydrateFallbackElement: <CenteredLoader />,
      children: [
        ...features.flatMap((feature) => feature.publicRoutes ?? []),
        {
          // With the shell: the permission rules bring the domain's schemas (zod), not needed to sign in.
          lazy: async () => ({ Component: (await import("./require-session")).RequireSession }),
          children: [
            {
              lazy: async () => ({ Component: (await import("./shell/app-layout")).AppLayout }),
              errorElement: <RouteError />,
              children: [
                { path: "/", element: <Navigate to="/dashboard" replace /> },
                ...features.flatMap(shellRoutes),
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
