import { activityLogModule } from "./activity-log/module";
import { administratorsModule } from "./administrators/module";
import { analyticsModule } from "./analytics/module";
import type { AreaModule } from "./area-module";
import { attributesModule } from "./attributes/module";
import { billingModule } from "./billing/module";
import { certificateVideosModule } from "./certificate-videos/module";
import { companiesModule } from "./companies/module";
import { dashboardModule } from "./dashboard/module";
import { diamondsModule } from "./diamonds/module";
import { filesModule } from "./files/module";
import { imperfectionsModule } from "./imperfections/module";
import { intakeModule } from "./intake/module";
import { jewelryModule } from "./jewelry/module";
import { ordersModule } from "./orders/module";
import { productDisplayVideosModule } from "./product-display-videos/module";
import { qrListsModule } from "./qr-lists/module";
import { settingsModule } from "./settings/module";
import { shippingModule } from "./shipping/module";
import { videoUploadsModule } from "./video-uploads/module";

// Every area of the server, once; routes are registered in this order.
export const areaModules: readonly AreaModule[] = [
  administratorsModule,
  filesModule,
  companiesModule,
  diamondsModule,
  jewelryModule,
  imperfectionsModule,
  attributesModule,
  dashboardModule,
  intakeModule,
  activityLogModule,
  settingsModule,
  shippingModule,
  ordersModule,
  billingModule,
  certificateVideosModule,
  productDisplayVideosModule,
  qrListsModule,
  videoUploadsModule,
  analyticsModule,
];
