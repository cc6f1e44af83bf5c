// Mantine's MultiSelect, with its pills, dropdown and positioning code, in a chunk of its own that
// loads when a pointer or focus reaches one of the list's multi-select filters.
export { MultiSelect } from "@mantine/core";
