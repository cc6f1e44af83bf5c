// Linted as apps/server/src/modules/certificates/modules-probe.ts: the core reaching an area by climbing to modules/.
import { diamonds } from "../../modules/diamonds/schema";

export const probe = diamonds;
