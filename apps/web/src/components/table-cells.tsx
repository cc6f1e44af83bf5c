import type { CSSProperties, ReactNode } from "react";
import classes from "./table-cells.module.css";

// The pieces list cells are made of. A cell is drawn for every row of a page (hundreds), so
// these are plain elements with CSS classes: no Mantine component, no inline style per cell.

// An in-app link: DataTable navigates on its click (route-link-clicks.ts).

export function CellLink({
  to,
  strong = false,
  monospace = false,
  label,
  children,
}: {
  to: string;
  strong?: boolean;
  monospace?: boolean;
  // An accessible name when the text alone would be ambiguous (a bare count, say).
  label?: string;
  children: ReactNode;
}) {
  let className = `${classes.link} mantine-focus-auto`;
  if (strong) className += ` ${classes.strong}`;
  if (monospace) className += ` ${classes.monospace}`;
  return (
    <a href={to} data-route-link className={className} aria-label={label}>
      {children}
    </a>
  );
}

// A placeholder word for an empty value ('N/A'), greyed.
export function Dimmed({ children }: { children: ReactNode }) {
  return <span className={classes.dimmed}>{children}</span>;
}

// A name on one line, cut with an ellipsis when longer than its column; the whole of it on hover.
export function Truncated({ text }: { text: string }) {
  return (
    <span className={classes.truncate} title={text}>
      {text}
    </span>
  );
}

// Beside a red row's number: the row needs information, said in words and not by colour alone
// (WCAG 1.4.1); the list's legend shows the same badge with what it means.
export function NeedsInfoBadge() {
  return <span className={classes.needsInfo}>Needs info</span>;
}

// The badge after a red row's number (a space between, for the text read out); nothing otherwise.
export const needsInfoAfter = (incomplete: boolean) =>
  incomplete ? (
    <>
      {" "}
      <NeedsInfoBadge />
    </>
  ) : null;

// A short status word in a chip ('Printed'); `title` says more on hover.
export function Chip({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <span className={classes.chip} title={title}>
      {children}
    </span>
  );
}

// A value, or a greyed 'N/A' when it is empty: every list says an empty cell this one way.
export const orNa = (value: string | null | undefined) => value || <Dimmed>N/A</Dimmed>;

// A row's RowActions, with the handlers a group of them shares (e.g. preloading a dialog).
export function CellActions({ onIntent, children }: { onIntent?: () => void; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the handlers only start loading what the buttons inside open; the buttons are the controls.
    <div className={classes.actions} onMouseEnter={onIntent} onFocus={onIntent}>
      {children}
    </div>
  );
}

// A row drawn in a colour of its own (a DataTable's rowStyle). The pinned Controls cell needs an
// opaque background of its own to cover what scrolls beneath it: --row-background gives it the
// row's colour (a custom property is inherited, a background is not).
export const coloredRowStyle = (background: string, color?: string): CSSProperties =>
  ({ backgroundColor: background, color, "--row-background": background }) as CSSProperties;

const incompleteRow = coloredRowStyle("var(--mantine-color-red-0)", "var(--mantine-color-red-9)");

// A row of a record imported without required data: red, until someone completes it.
export const incompleteRowStyle = (row: { incomplete: boolean }): CSSProperties | undefined =>
  row.incomplete ? incompleteRow : undefined;
