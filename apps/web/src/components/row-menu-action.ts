import type { ReactNode } from "react";

// One of a row's folded actions (the 'More actions' menu, row-more-actions.tsx): the same texts a
// RowAction has.
export type RowMenuAction = {
  // The accessible name, e.g. 'Print card LG-1'.
  label: string;
  // The item's visible text, e.g. 'Print card'.
  hint: string;
  // rowIcon(IconPrinter), made once at module level.
  icon: ReactNode;
  // Set when the action is not possible for this row: the item is greyed and says why.
  disabledReason?: string | null;
  // Running now (a card printing): not offered again until it ends.
  running?: boolean;
  color?: "red";
  onClick: () => void;
};
