// Linted as apps/server/src/modules/intake/service-probe.ts: an area using another area's service directly.
import { createDiamond } from "../diamonds/service";

export const probe = createDiamond;
