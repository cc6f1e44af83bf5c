// Linted as apps/server/src/modules/diamonds/public/activity-probe.ts: an area's subfolder writing the log by hand.
import { recordActivity } from "../../../db/record-activity";

export const probe = recordActivity;
