import { describeAreaRoutes } from "../../testing/area-routes";

// The forms read the attribute values, so reading them needs no permission (spec 002 §6 keeps
// editing them to permitted staff; the attributes screen is not built yet).
describeAreaRoutes("attributes", ["GET /api/attributes"]);
