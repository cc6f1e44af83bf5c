import type { Permission } from "@loupe/domain/permissions";
import type { Feature, FeatureMenuLink } from "./feature";

// An area specified but not built yet: its menu link and its screens' titles (spec 001 §2.1,
// 002 §2), each screen a coming-soon page that says what the area will do.
export function comingSoonFeature(
  menu: FeatureMenuLink | null,
  screens: Array<[path: string, title: string]>,
  permission?: Permission,
): Feature {
  return {
    routes: screens.map(([path, title]) => ({
      path,
      lazy: async () => {
        const { ComingSoonPage } = await import("../components/coming-soon-page");
        return { element: <ComingSoonPage key={path} title={title} path={path} /> };
      },
    })),
    menu: menu ? [menu] : [],
    permission,
  };
}
