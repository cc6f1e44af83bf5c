// Linted as apps/server/src/modules/diamonds/public/ports-probe.ts: an area's subfolder using companies through
// its ports.ts, and its own area's files.
import { companies } from "../../companies/ports";
import { diamonds } from "../schema";

export const probe = [companies, diamonds];
