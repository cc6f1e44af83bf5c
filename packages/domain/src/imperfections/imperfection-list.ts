import { pageSizes } from "../constants";
import { defineList } from "../lists";

// The imperfections list (spec 002 §2): the signed-in user's own maps, newest first, 250/500/1000
// a page. Plain data for the list screen's first load; imperfection-api.ts holds its query schema.
export const imperfectionList = defineList({
  sortFields: ["created"],
  defaultSort: { field: "created", direction: "desc" },
  pageSizes: pageSizes.imperfections,
});

// 'Show Completed Imperfections' and 'Show Pending Imperfections' are one choice of three.
export const imperfectionStatusFilters = ["done", "draft"] as const;
export type ImperfectionStatusFilter = (typeof imperfectionStatusFilters)[number];
export const imperfectionStatusFilterLabels: Readonly<Record<ImperfectionStatusFilter, string>> = {
  done: "Show Completed Imperfections",
  draft: "Show Pending Imperfections",
};
