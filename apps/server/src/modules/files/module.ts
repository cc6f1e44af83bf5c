import type { AreaModule } from "../area-module";
import { fileRoutes } from "./routes";

export const filesModule: AreaModule = { name: "files", routes: fileRoutes };
