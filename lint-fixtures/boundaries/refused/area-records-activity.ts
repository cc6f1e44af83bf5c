// Linted as apps/server/src/modules/companies/activity-probe.ts: an area writing the activity log by hand.
import { recordActivity } from "../../db/record-activity";

export const probe = recordActivity;
