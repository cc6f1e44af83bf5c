import { pageSizes } from "../constants";
import { defineList } from "../lists";

// The digital certificate videos table (spec 002 §2, §9): newest first, 50/100/250/500 a page
// (default 100), sortable by Created On, Updated On, Name and Client. Plain data for the list
// screen's first load; video-api.ts holds its query schema.
export const certificateVideoList = defineList({
  sortFields: ["created", "updated", "name", "client"],
  defaultSort: { field: "created", direction: "desc" },
  pageSizes: pageSizes.digitalCertificates,
});

// The table's delete (spec 002 §5, §8): its confirmation's warning and the toast after it.
export const certificateVideoDeleteWarning = "You won't be able to revert this!";
export const certificateVideoDeleted = "The file has been deleted.";
