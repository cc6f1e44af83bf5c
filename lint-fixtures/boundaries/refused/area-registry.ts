// Linted as apps/server/src/modules/intake/registry-probe.ts: an area using the list of every area.
import { areaModules } from "../registry";

export const probe = areaModules;
