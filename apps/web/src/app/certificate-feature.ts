import type { ComponentType } from "react";
import type { Feature, FeatureMenuLink, RoutePrefetch } from "./feature";

// A certificate type's area: its list at the menu link's address, one record's editor below it,
// and the list's rows asked for while its code loads. Each loader imports its own chunk.
export function certificateFeature({
  menu,
  list,
  editor,
  prefetchList,
}: {
  menu: FeatureMenuLink;
  list: () => Promise<ComponentType>;
  editor: () => Promise<ComponentType>;
  prefetchList: () => Promise<RoutePrefetch>;
}): Feature {
  return {
    routes: [
      { path: menu.to, lazy: async () => ({ Component: await list() }) },
      { path: `${menu.to}/:id`, lazy: async () => ({ Component: await editor() }) },
    ],
    prefetch: { [menu.to]: async (queryClient, url) => (await prefetchList())(queryClient, url) },
    menu: [menu],
  };
}
