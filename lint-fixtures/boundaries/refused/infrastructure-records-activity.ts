// Linted as apps/server/src/auth/activity-probe.ts: sign-in code writing the log by hand.
import { recordActivity } from "../db/record-activity";

export const probe = recordActivity;
