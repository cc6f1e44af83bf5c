// Linted as apps/server/src/modules/certificates/companies-probe.ts: the core using companies through its ports.ts.
import type { Executor } from "../../db/client";
import type { AreaModule } from "../area-module";
import { companies } from "../companies/ports";

export type Probe = [Executor, AreaModule];
export const probe = companies;
