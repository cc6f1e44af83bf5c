import { describeAreaRoutes } from "../../testing/area-routes";

// Every administrator reads the lab's settings; only a super administrator saves them.
describeAreaRoutes("settings", ["GET /api/settings/lab", "PUT /api/settings/lab (super_admin)"]);
