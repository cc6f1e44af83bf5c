// Linted as apps/server/src/db/helper-probe.ts: a record helper in db/ writing the entry of its write.
import { recordActivity } from "./record-activity";

export const probe = recordActivity;
