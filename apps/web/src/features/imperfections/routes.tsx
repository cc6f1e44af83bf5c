import { IconZoomScan } from "@tabler/icons-react";
import type { Feature } from "../../app/feature";

// /imperfections and its editor (spec 002 §2). The editor brings the canvas library (react-konva):
// its own chunk, loaded only when a map is opened, so the list keeps the first-screen budget.
export const imperfectionsFeature: Feature = {
  routes: [
    {
      path: "/imperfections",
      lazy: async () => ({ Component: (await import("./list/imperfections-page")).ImperfectionsPage }),
    },
    {
      path: "/imperfections/:id",
      lazy: async () => ({
        Component: (await import("./editor/imperfection-editor-page")).ImperfectionEditorPage,
      }),
    },
  ],
  printRoutes: [
    {
      path: "/pamphlet/:id",
      lazy: async () => ({ Component: (await import("./pamphlet/pamphlet-page")).PamphletPage }),
    },
  ],
  prefetch: {
    "/imperfections": async (queryClient, url) =>
      (await import("./prefetch-imperfections")).prefetchImperfectionList(queryClient, url),
    "/imperfections/:id": async (queryClient, url) =>
      (await import("./prefetch-imperfections")).prefetchImperfection(queryClient, url),
  },
  menu: [
    {
      slot: "imperfections",
      label: "Imperfections",
      to: "/imperfections",
      icon: IconZoomScan,
      // The pamphlet of a map belongs to this entry.
      activePrefixes: ["/pamphlet"],
    },
  ],
};
