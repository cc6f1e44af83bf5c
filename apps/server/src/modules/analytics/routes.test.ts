import { describeAreaRoutes } from "../../testing/area-routes";

// The analytics API (domain analytics/analytics-api.ts); sign-in only, no permission.
describeAreaRoutes("analytics", ["GET /api/analytics"]);
