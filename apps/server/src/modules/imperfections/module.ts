import type { AreaModule } from "../area-module";
import { certificateFilingHandlers } from "./certificate-filing";
import { imperfectionImageRoute } from "./image-route";
import { pamphletRoutes } from "./pamphlet-routes";
import { imperfectionRoutes } from "./routes";

// Imperfection maps (spec 002 §2 'Imperfections list', 'Imperfection editor', 'Pamphlet'): each
// user's own; a printed pamphlet files its diamond's certificate with the grading system.
export const imperfectionsModule: AreaModule = {
  name: "imperfections",
  routes: async (app, services) => {
    await imperfectionRoutes(app, services);
    await imperfectionImageRoute(app, services);
    await pamphletRoutes(app, services);
  },
  outboxHandlers: certificateFilingHandlers,
};
