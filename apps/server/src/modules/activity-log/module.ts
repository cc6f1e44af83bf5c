import type { AreaModule } from "../area-module";
import { activityLogRoutes } from "./routes";

// The activity log screen's reads (spec 002 §2 'Activity log'), for holders of view_activity_log
// only (spec 000 §6, kept as a permission). Entries are written by db/record-activity.ts.
export const activityLogModule: AreaModule = {
  name: "activity-log",
  routes: activityLogRoutes,
  permission: "view_activity_log",
};
