// Linted as apps/server/src/modules/intake/modules-probe.ts: an area climbing to modules/ to reach another area.
import { jewelry } from "../../modules/jewelry/ports";

export const probe = jewelry;
