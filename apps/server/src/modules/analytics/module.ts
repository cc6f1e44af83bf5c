import type { AreaModule } from "../area-module";
import { analyticsRoutes } from "./routes";

// Views of the public pages and clicks to the client's site, kept per client, day, platform,
// country and record (docs/decisions/0025-analytics-events-and-rollups.md).
export const analyticsModule: AreaModule = { name: "analytics", routes: analyticsRoutes };
