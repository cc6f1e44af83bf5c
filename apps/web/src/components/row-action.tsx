import { ActionIcon } from "@mantine/core";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import classes from "./row-action.module.css";

type Props = {
  // The accessible name, e.g. 'Delete Ann Admin'.
  label: string;
  // The tooltip text; defaults to the label.
  hint?: string;
  icon: ReactNode;
  // Set when the action is not possible for this row: the button stays focusable and says why.
  disabledReason?: string | null;
  color?: string;
  loading?: boolean;
  onClick?: () => void;
  to?: string;
};

// One icon button of a list row (edit, delete, preview …). A long page has hundreds of them, so
// the tooltip is CSS on the button itself (shown on hover and keyboard focus), not a component
// mounted per cell; a disabled button's reason is also its accessible description.
export function RowAction({ label, hint, icon, disabledReason, color, loading, onClick, to }: Props) {
  const reasonId = useId();
  const disabled = Boolean(disabledReason);
  const common = {
    variant: "subtle" as const,
    color: disabled ? "gray" : color,
    loading,
    "aria-label": label,
    "aria-disabled": disabled || undefined,
    "aria-describedby": disabled ? reasonId : undefined,
    "data-hint": disabledReason ?? hint ?? label,
    "data-inactive": disabled || undefined,
    className: classes.action,
  };
  const reason = disabled && (
    <span id={reasonId} hidden>
      {disabledReason}
    </span>
  );
  if (to && !disabled) {
    return (
      <ActionIcon {...common} component={Link} to={to}>
        {icon}
      </ActionIcon>
    );
  }
  return (
    <ActionIcon {...common} onClick={disabled ? undefined : onClick}>
      {icon}
      {reason}
    </ActionIcon>
  );
}
