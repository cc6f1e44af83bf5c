import classes from "./top-progress-bar.module.css";

// Indeterminate: how long a lazy screen takes to arrive is not known in advance.
export function TopProgressBar({ label = "Loading the page" }: { label?: string }) {
  return <div className={classes.bar} role="progressbar" aria-label={label} data-testid="top-progress-bar" />;
}
