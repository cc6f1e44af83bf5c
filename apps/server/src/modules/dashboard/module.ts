import type { AreaModule } from "../area-module";
import { dashboardRoutes } from "./routes";

export const dashboardModule: AreaModule = { name: "dashboard", routes: dashboardRoutes };
