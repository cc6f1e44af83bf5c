// Linted as apps/server/src/modules/intake/ports-probe.ts: an area using other areas through their ports.ts,
// the certificate core, area-module.ts, infrastructure and its own files.
import type { Executor } from "../../db/client";
import type { AreaModule } from "../area-module";
import type { SaveFlags } from "../certificates/save-certificate";
import { createDiamond } from "../diamonds/ports";
import { createJewelry } from "../jewelry/ports";
import { readQueuedItem } from "./newly-added-queue";

export type Probe = [Executor, AreaModule, SaveFlags];
export const probe = [createDiamond, createJewelry, readQueuedItem];
