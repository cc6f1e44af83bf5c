import type { AreaModule } from "../area-module";
import { intakeRoutes } from "./routes";

// Add From Diamond Track and the queue of newly added items (issue 13). Its records live in the
// diamonds and jewelry tables (NewlyAdded), written through those areas' own create path.
export const intakeModule: AreaModule = { name: "intake", routes: intakeRoutes };
