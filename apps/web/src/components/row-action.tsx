import { Loader } from "@mantine/core";
import { type ReactNode, useId } from "react";
import classes from "./row-action.module.css";
import { rowIconClasses } from "./row-icon";

type Props = {
  // The accessible name, e.g. 'Delete Ann Admin'.
  label: string;
  // The tooltip text; defaults to the label.
  hint?: string;
  // rowIcon(IconPencil), made once at module level and shared by every row.
  icon: ReactNode;
  // Set when the action is not possible for this row: the button stays focusable and says why.
  disabledReason?: string | null;
  // A Mantine theme colour ('red'); the primary colour when unset.
  color?: "red";
  loading?: boolean;
  onClick?: () => void;
  to?: string;
};

// One icon button of a list row (edit, delete, preview …). A long page has hundreds of them, so
// each is a plain <button> or <a> drawn like Mantine's subtle ActionIcon by CSS, and its tooltip
// is CSS on the button itself (shown on hover and keyboard focus), not a component per cell.
export function RowAction({ label, hint, icon, disabledReason, color, loading, onClick, to }: Props) {
  // A rowIcon is drawn by the control's ::before: no element of its own in each of hundreds of rows.
  const drawn = rowIconClasses(icon);
  if (disabledReason)
    return <InactiveRowAction label={label} icon={icon} drawn={drawn} reason={disabledReason} />;
  const common = {
    className: `${classes.action} mantine-focus-auto mantine-active${drawn ? ` ${drawn}` : ""}`,
    "aria-label": label,
    "data-hint": hint ?? label,
    "data-color": color,
  };
  // An in-app link: DataTable navigates on its click (route-link-clicks.ts).
  if (to) {
    return (
      <a {...common} href={to} data-route-link>
        {drawn ? null : icon}
      </a>
    );
  }
  return (
    <button
      {...common}
      type="button"
      disabled={loading}
      data-loading={loading || undefined}
      onClick={onClick}
    >
      {loading ? <Loader size={16} color="currentColor" aria-hidden="true" /> : drawn ? null : icon}
    </button>
  );
}

// Not possible for this row: focusable, greyed, and its reason is its accessible description.
function InactiveRowAction({
  label,
  icon,
  drawn,
  reason,
}: {
  label: string;
  icon: ReactNode;
  drawn: string | null;
  reason: string;
}) {
  const reasonId = useId();
  return (
    <button
      type="button"
      className={`${classes.action} mantine-focus-auto${drawn ? ` ${drawn}` : ""}`}
      aria-label={label}
      aria-disabled
      aria-describedby={reasonId}
      data-hint={reason}
      data-inactive
    >
      {drawn ? null : icon}
      <span id={reasonId} hidden>
        {reason}
      </span>
    </button>
  );
}
