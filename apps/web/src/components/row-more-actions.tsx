import { Loader } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import classes from "./row-action.module.css";
import { rowIconClasses } from "./row-icon";
import type { RowMenuAction } from "./row-menu-action";
import { moreActionsIcon } from "./row-more-actions-icon";

// The menu itself loads when a row's 'More actions' is first opened: a list draws without it.
const loadMenu = () => import("./row-actions-menu");
const RowActionsMenu = lazy(async () => ({ default: (await loadMenu()).RowActionsMenu }));

export const moreActionsHint = "More actions";

// A row's less-used actions folded behind one icon button (issue 21: the Controls column fits a
// 1440 px window beside every column). Until it is first opened it is a plain button, as every
// RowAction is; then a Mantine Menu (keyboard: arrows, Enter, Escape) that stays for that row.
export function RowMoreActions({
  label,
  actions,
  busy = false,
}: {
  // The accessible name, e.g. 'More actions LG-1'.
  label: string;
  actions: readonly RowMenuAction[];
  // An action of the menu is running (a card printing).
  busy?: boolean;
}) {
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  const trigger = (
    <button
      type="button"
      className={triggerClass}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      data-hint={moreActionsHint}
      data-loading={busy || undefined}
      onClick={() => {
        setUsed(true);
        setOpened(true);
      }}
      onMouseEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
    >
      {busy ? <Loader size={16} color="currentColor" aria-hidden="true" /> : null}
    </button>
  );
  if (!used) return trigger;
  return (
    <Suspense fallback={trigger}>
      <RowActionsMenu
        label={label}
        actions={actions}
        busy={busy}
        opened={opened}
        onChange={setOpened}
        triggerClass={triggerClass}
      />
    </Suspense>
  );
}

const triggerClass = `${classes.action} mantine-focus-auto mantine-active ${rowIconClasses(moreActionsIcon) ?? ""}`;
