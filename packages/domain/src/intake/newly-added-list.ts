import { pageSizes } from "../constants";
import { defineList } from "../lists";

// The dashboard's table of newly added items (spec 000 §2, §7 Reads): diamonds and jewelry with
// NewlyAdded true, merged, newest first. No zod: the dashboard's first screen reads it.
export const newlyAddedList = defineList({
  sortFields: ["created"],
  defaultSort: { field: "created", direction: "desc" },
  pageSizes: pageSizes.dashboardOrders,
});

// The same queue as the items table of multi-complete mode, where items are ticked to complete
// together: the spec's second dashboard table size (250, 500, 1000; default 250).
export const newlyAddedItemsList = defineList({
  sortFields: newlyAddedList.sortFields,
  defaultSort: newlyAddedList.defaultSort,
  pageSizes: pageSizes.dashboardItems,
});

// Search over OrderNum, LineNum and CertNum tolerates typos (spec 000 §2, §9): a field matches
// when it contains the term or is at least this similar (similarity.ts, pg_trgm on the server).
export { fuzzySearchThreshold as newlyAddedSearchThreshold } from "../similarity";
export const newlyAddedSearchMaxLength = 60;
