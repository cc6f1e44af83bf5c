import { IconDotsVertical } from "@tabler/icons-react";
import { rowIcon } from "./row-icon";

// The 'More actions' button's icon, shared by every row.
export const moreActionsIcon = rowIcon(IconDotsVertical);
