import type { AreaModule } from "../area-module";
import { administratorRoutes } from "./routes";
import { administratorSkuExportRoutes } from "./sku-export-routes";

export const administratorsModule: AreaModule = {
  name: "administrators",
  routes: async (app, services) => {
    await administratorRoutes(app, services);
    await administratorSkuExportRoutes(app, services);
  },
};
