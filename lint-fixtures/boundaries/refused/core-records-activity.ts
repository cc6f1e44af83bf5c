// Linted as apps/server/src/modules/certificates/activity-probe.ts: the certificate core writing the log by hand.
import { recordActivity } from "../../db/record-activity";

export const probe = recordActivity;
