// Linted as apps/server/src/modules/diamonds/public/schema-probe.ts: an area's subfolder using another area's schema.
import { companies } from "../../companies/schema";

export const probe = companies;
