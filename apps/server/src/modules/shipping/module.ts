import { lt } from "drizzle-orm";
import type { AreaModule } from "../area-module";
import { registerShippingSaveRoutes } from "./save-routes";
import { shippingSaveAnswers } from "./schema";

// A Save Log's answer is kept a week for its station's retries.
const saveAnswerDays = 7;

// The shipping log (spec 001 §2.6). This branch holds the New Shipping Log's routes; the list
// screen's routes join them at merge.
export const shippingModule: AreaModule = {
  name: "shipping",
  routes: async (app, services) => {
    await registerShippingSaveRoutes(app, services);
  },
  removeExpiredRecords: async (db, now) => {
    await db
      .delete(shippingSaveAnswers)
      .where(lt(shippingSaveAnswers.created, new Date(now.getTime() - saveAnswerDays * 86_400_000)));
  },
};
