// Linted as apps/server/src/cli/activity-probe.ts: a command (or any server file outside db/) writing the log by hand.
import { recordActivity } from "../db/record-activity";

export const probe = recordActivity;
