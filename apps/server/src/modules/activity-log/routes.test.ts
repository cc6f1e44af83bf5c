import { describeAreaRoutes } from "../../testing/area-routes";

// The activity log is read only, and every route needs view_activity_log (the area's permission).
describeAreaRoutes("activity-log", [
  "GET /api/activity-log (view_activity_log)",
  "GET /api/activity-log/users (view_activity_log)",
  "GET /api/activity-log/export.xlsx (view_activity_log)",
  "GET /api/activity-log/export.csv (view_activity_log)",
]);
