import { lt } from "drizzle-orm";
import type { AreaModule } from "../area-module";
import { registerShippingSaveRoutes } from "./save-routes";
import { shippingSaveAnswers } from "./schema";
import { shippingLogRoutes } from "./shipping-log-routes";

// A Save Log's answer is kept a week for its station's retries.
const saveAnswerDays = 7;

// Shipping (spec 001 §2.6, §4.5, §7.5): the shipping log of shipped jewelry and its export, and the
// New Shipping Log (the search of unshipped items and Save Log). No permission: every signed-in
// member of staff ships.
export const shippingModule: AreaModule = {
  name: "shipping",
  routes: async (app, services) => {
    await shippingLogRoutes(app, services);
    await registerShippingSaveRoutes(app, services);
  },
  removeExpiredRecords: async (db, now) => {
    await db
      .delete(shippingSaveAnswers)
      .where(lt(shippingSaveAnswers.created, new Date(now.getTime() - saveAnswerDays * 86_400_000)));
  },
};
