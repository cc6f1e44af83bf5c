import { uuidv7 } from "uuidv7";
import type { Walk, WriteExample } from "../../testing/write-examples";

// The area needs view_billing, which the walk's super administrator does not hold.
const billingCookie = async (walk: Walk) => (await walk.context.signInAsNew(["view_billing"])).cookie;

// The certificate cost report's non-GET routes, for the activity walk (http/activity-walk.test.ts):
// neither writes a record of the lab.
export const writeExamples: WriteExample[] = [
  {
    route: "PUT /api/billing/client",
    valid: async (walk) => {
      const client = await walk.prepare({
        method: "POST",
        url: "/api/clients",
        payload: { name: "Harbor Lane", representativeName: "Nadia Flores", email: "orders@harbor.test" },
      });
      return {
        request: {
          method: "PUT",
          url: "/api/billing/client",
          payload: { clientId: client.id },
          cookie: await billingCookie(walk),
        },
      };
    },
    writesNoEntry:
      "The billed client a user last chose is their own screen preference (like a page size), not a record of the lab.",
  },
  {
    route: "POST /api/billing/export-selected.csv",
    valid: async (walk) => ({
      request: {
        method: "POST",
        url: "/api/billing/export-selected.csv",
        payload: { ids: [uuidv7()] },
        cookie: await billingCookie(walk),
      },
    }),
    writesNoEntry: "An export reads the chosen rows; a POST only because their ids do not fit in a URL.",
  },
];
