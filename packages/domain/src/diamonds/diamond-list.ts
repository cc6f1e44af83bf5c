import { certificateDefaultSort, certificateSortFields } from "../certificates/certificate-list";
import { pageSizes } from "../constants";
import { defineList } from "../lists";

// The diamond list (spec 000 §2) without schemas, for the list screen's first load; the server's
// query schema (diamond.ts) is built from it.
export const diamondList = defineList({
  sortFields: certificateSortFields,
  defaultSort: certificateDefaultSort,
  pageSizes: pageSizes.diamonds,
});

export const imperfectionFilterOptions = ["with", "without"] as const;
