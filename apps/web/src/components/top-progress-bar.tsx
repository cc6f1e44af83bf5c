import classes from "./top-progress-bar.module.css";

// Indeterminate: how long a lazy screen takes to arrive is not known in advance. `active={false}`
// keeps it in the page but hidden, to be shown by a click before React renders (route-loading.ts).
export function TopProgressBar({
  label = "Loading the page",
  active = true,
}: {
  label?: string;
  active?: boolean;
}) {
  return (
    <div
      className={classes.bar}
      role="progressbar"
      aria-label={label}
      data-testid="top-progress-bar"
      data-active={active || undefined}
    />
  );
}
