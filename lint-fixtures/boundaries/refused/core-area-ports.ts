// Linted as apps/server/src/modules/certificates/ports-probe.ts: the core using a certificate area, even through its ports.
import { diamonds } from "../diamonds/ports";

export const probe = diamonds;
