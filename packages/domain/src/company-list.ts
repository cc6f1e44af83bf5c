import { pageSizes } from "./constants";
import { defineList } from "./lists";

// The clients and customers lists (spec 002 §3) without schemas, for the list screen's first load.
export const companyList = defineList({
  sortFields: ["name", "created"],
  defaultSort: { field: "name", direction: "asc" },
  pageSizes: pageSizes.companies,
});
