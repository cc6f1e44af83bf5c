import { useEffect, useState } from "react";
import { RouterProvider } from "react-router";
import { setUnauthorizedHandler } from "../lib/api-client";
import { loginPathFor } from "../lib/safe-next-path";
import { sessionQueryKey } from "../lib/session";
import { prefetchLinksOnRest } from "./link-prefetch";
import { Providers } from "./providers";
import { createQueryClient } from "./query-client";
import { createAppRouter } from "./router";

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => {
    const created = createAppRouter(queryClient);
    // A 401 from any call means the session ended: forget the user and go to sign in.
    setUnauthorizedHandler((next) => {
      queryClient.setQueryData(sessionQueryKey, null);
      void created.navigate(loginPathFor(next), { replace: true });
    });
    return created;
  });
  useEffect(() => prefetchLinksOnRest(router.routes), [router]);

  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
