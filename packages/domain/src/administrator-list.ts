import { pageSizes } from "./constants";
import { defineList } from "./lists";

// The administrators list (spec 002) without schemas, for the list screen's first load.
export const administratorList = defineList({
  sortFields: ["fullName", "email", "created"],
  defaultSort: { field: "fullName", direction: "asc" },
  pageSizes: pageSizes.administrators,
});
