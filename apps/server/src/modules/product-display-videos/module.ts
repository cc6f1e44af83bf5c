import type { AreaModule } from "../area-module";
import { productDisplayVideoRoutes } from "./routes";

// The Video Manager (spec 002 §2 'Video Manager'): product display videos, uploaded, searched by
// file name, previewed and deleted (its files removed with it, and the super administrators mailed,
// §6: certificate-videos/video-delete.ts).
export const productDisplayVideosModule: AreaModule = {
  name: "product-display-videos",
  routes: productDisplayVideoRoutes,
};
