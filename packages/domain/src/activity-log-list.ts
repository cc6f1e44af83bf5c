import { defineList } from "./lists";

// The activity log (spec 002 §2 'Activity log'): newest first, no other order, without schemas
// for the screen's first load.
export const activityLogList = defineList({
  sortFields: ["created"],
  defaultSort: { field: "created", direction: "desc" },
  // The spec gives the log no page sizes; those of the certificate lists.
  pageSizes: { options: [50, 100, 250, 500], default: 50 },
});

// A search shorter than this would read most of the log (the trigram index needs 3 characters).
export const activityLogSearchMinLength = 3;
export const activityLogSearchHint = `${activityLogSearchMinLength}+ characters match anywhere`;

// The Export buttons' files: every entry the filters select.
export const activityLogFileNames = { xlsx: "Activity Log.xlsx", csv: "Activity Log.csv" } as const;
