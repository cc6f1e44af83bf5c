// The list filters' pickers, with the dropdown, calendar and positioning code they bring, in one
// chunk loaded once the list is drawn (deferred-fields.tsx).

export { CompanyPicker } from "./company-picker";
export { DateRangeFilter } from "./date-range-filter";
export { PickList } from "./pick-list";
