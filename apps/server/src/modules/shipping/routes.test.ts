import { describeAreaRoutes } from "../../testing/area-routes";

// The shipping log's reads, for every signed-in administrator.
describeAreaRoutes("shipping", ["GET /api/shipping-log", "GET /api/shipping-log/export.xlsx"]);
