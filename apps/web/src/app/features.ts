import { activityLogFeature } from "../features/activity-log/routes";
import { administratorsFeature } from "../features/administrators/routes";
import { analyticsFeature } from "../features/analytics/routes";
import { attributesFeature } from "../features/attributes/routes";
import { authFeature } from "../features/auth/routes";
import { billingFeature } from "../features/billing/routes";
import { certificateVideosFeature } from "../features/certificate-videos/routes";
import { companiesFeature } from "../features/companies/routes";
import { dashboardFeature } from "../features/dashboard/routes";
import { diamondsFeature } from "../features/diamonds/routes";
import { imperfectionsFeature } from "../features/imperfections/routes";
import { jewelryFeature } from "../features/jewelry/routes";
import { ordersFeature } from "../features/orders/routes";
import { productDisplayVideosFeature } from "../features/product-display-videos/routes";
import { qrListsFeature } from "../features/qr-lists/routes";
import { settingsFeature } from "../features/settings/routes";
import { shippingFeature } from "../features/shipping/routes";
import type { Feature } from "./feature";

// Every area of the app, once, in the side menu's order; each brings its routes and menu links.
export const features: Feature[] = [
  authFeature,
  dashboardFeature,
  diamondsFeature,
  jewelryFeature,
  imperfectionsFeature,
  ordersFeature,
  certificateVideosFeature,
  productDisplayVideosFeature,
  qrListsFeature,
  analyticsFeature,
  companiesFeature,
  administratorsFeature,
  billingFeature,
  shippingFeature,
  attributesFeature,
  activityLogFeature,
  settingsFeature,
];
