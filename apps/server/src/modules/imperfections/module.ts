import type { AreaModule } from "../area-module";
import { imperfectionRoutes } from "./routes";

// Imperfection maps (spec 002 §2 'Imperfections list', 'Imperfection editor'): each user's own.
export const imperfectionsModule: AreaModule = { name: "imperfections", routes: imperfectionRoutes };
