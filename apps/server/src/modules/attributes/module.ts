import type { AreaModule } from "../area-module";
import { attributeRoutes } from "./routes";

export const attributesModule: AreaModule = { name: "attributes", routes: attributeRoutes };
