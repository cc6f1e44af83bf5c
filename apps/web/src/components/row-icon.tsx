import type { TablerIcon } from "@tabler/icons-react";
import { isValidElement, type ReactElement, type ReactNode } from "react";
import classes from "./row-icon.module.css";

// A list row's icon, made small: a Tabler icon draws an <svg> with a dozen attributes around one
// <path> per stroke, and a page has five of them a row. This draws the same strokes as a CSS mask
// on one empty <span>, or on the ::before of the button that shows it (RowAction, with
// rowIconClasses) (docs/decisions/0008-list-rendering.md).

type Element = ReactElement<{ d?: unknown; fill?: unknown; children?: unknown }>;

// A Tabler icon is a forwardRef around a function that returns its <svg> element tree.
function drawingOf(Icon: TablerIcon): Element | null {
  const render = (Icon as unknown as { render?: (props: object, ref: null) => unknown }).render;
  const drawing = typeof render === "function" ? render({}, null) : null;
  return isValidElement(drawing) ? (drawing as Element) : null;
}

// The icon's strokes as one path, when it is an outline icon drawn by paths alone.
export function strokesOf(Icon: TablerIcon): string | null {
  const drawing = drawingOf(Icon);
  if (drawing?.type !== "svg" || drawing.props.fill !== "none") return null;
  const parts = [drawing.props.children].flat(Number.POSITIVE_INFINITY).filter(Boolean);
  const paths: string[] = [];
  for (const part of parts) {
    if (!isValidElement(part) || part.type !== "path") return null;
    const d = (part as Element).props.d;
    if (typeof d !== "string") return null;
    paths.push(d);
  }
  return paths.length > 0 ? paths.join(" ") : null;
}

// The strokes as an image a mask can use: the icon is then one empty element whose background is
// the text colour, shown through the drawing; no SVG tree to lay out and paint in every row.
export function strokesImage(strokes: string): string {
  const svg =
    "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' " +
    `stroke-width='2' stroke-linecap='round' stroke-linejoin='round'><path d='${strokes}'/></svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

// One rule a drawing, in one style element, written when the icon is first defined.
let iconRules: HTMLStyleElement | null = null;
let defined = 0;
function iconClass(strokes: string): string {
  iconRules ??= document.head.appendChild(document.createElement("style"));
  const name = `${classes.icon}-${++defined}`;
  iconRules.append(`.${name}{--row-icon:${strokesImage(strokes)}}\n`);
  return name;
}

// The classes that draw an icon as the ::before of the element that shows it, by its element.
const drawnOn = new WeakMap<ReactElement, string>();

// Call at module level (const editIcon = rowIcon(IconPencil)): one element shared by every row.
// An icon that is not drawn by paths alone is drawn by its own component.
export function rowIcon(Icon: TablerIcon): ReactElement {
  const strokes = strokesOf(Icon);
  if (strokes === null) return <Icon size={18} aria-hidden="true" />;
  const name = iconClass(strokes);
  const icon = <span className={`${classes.icon} ${name}`} data-row-icon="" aria-hidden="true" />;
  drawnOn.set(icon, `${classes.before} ${name}`);
  return icon;
}

// The classes that draw a rowIcon as the ::before of the control that shows it (RowAction), so a
// row's five controls add no element each for their icons; null for any other icon.
export const rowIconClasses = (icon: ReactNode): string | null =>
  (isValidElement(icon) && drawnOn.get(icon)) || null;
