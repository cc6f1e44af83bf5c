import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { theme } from "../app/theme";

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

// Renders `ui` at `route` inside the app's providers and a memory router; any other path renders
// a marker, so tests can assert where a navigation went through `router.state.location`.
export function renderWithApp(
  ui: ReactElement,
  options: { route?: string; path?: string; routes?: RouteObject[]; queryClient?: QueryClient } = {},
) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const router = createMemoryRouter(
    [
      { path: options.path ?? "/", element: ui },
      ...(options.routes ?? []),
      { path: "*", element: <p>elsewhere</p> },
    ],
    { initialEntries: [options.route ?? options.path ?? "/"] },
  );
  const result = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router, queryClient };
}

// Renders a certificate editor page at record `id` ("new" for a new one) below `listPath`; the list
// keeps showing the toasts the editor raised on its way out.
export function renderEditorPage(page: ReactElement, listPath: string, id: string) {
  return renderWithApp(
    <>
      <Notifications />
      {page}
    </>,
    {
      path: `${listPath}/:id`,
      route: `${listPath}/${id}`,
      routes: [{ path: listPath, element: <Notifications /> }],
    },
  );
}

// A fetch stand-in answering JSON (or problem+json when status >= 400).
export function jsonResponse(body: unknown, status = 200): Response {
  const type = status >= 400 ? "application/problem+json" : "application/json";
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": type },
  });
}
