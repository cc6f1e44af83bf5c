import { describeAreaRoutes } from "../../testing/area-routes";

// The dashboard API (domain dashboard/dashboard-api.ts).
describeAreaRoutes("dashboard", ["GET /api/dashboard"]);
