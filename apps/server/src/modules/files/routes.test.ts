import { describeAreaRoutes } from "../../testing/area-routes";

describeAreaRoutes("files", ["POST /api/files", "GET /api/files/:id"]);
