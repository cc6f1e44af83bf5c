import { symbolBox } from "@loupe/domain/imperfections/art/symbol-glyphs";
import { glyphSvg } from "@loupe/domain/imperfections/art/symbol-svg";
import type { ImperfectionType } from "@loupe/domain/options/imperfection-types";
import type { CSSProperties } from "react";
import { Dimmed } from "../../components/table-cells";
import classes from "./symbol-glyphs.module.css";

// The key to symbols' glyphs as small images: a list page draws up to 1000 rows of them, so each
// is one empty <span> whose background is the glyph's SVG, defined once per characteristic as a
// CSS rule (the way components/row-icon.tsx draws the row icons), in its own red or green.

let rules: HTMLStyleElement | null = null;
const defined = new Map<ImperfectionType, string>();

export function glyphImage(type: ImperfectionType): string {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${symbolBox} ${symbolBox}'>${glyphSvg(type).replaceAll('"', "'")}</svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

function glyphClass(type: ImperfectionType): string {
  let name = defined.get(type);
  if (!name) {
    rules ??= document.head.appendChild(document.createElement("style"));
    name = `${classes.glyph}-${defined.size + 1}`;
    rules.append(`.${name}{--glyph:${glyphImage(type)}}\n`);
    defined.set(type, name);
  }
  return `${classes.glyph} ${name}`;
}

// One glyph; its name is said by what holds it (a palette button's text, a list cell's label).
export function SymbolGlyph({ type, size }: { type: ImperfectionType; size?: number }) {
  return (
    <span
      className={glyphClass(type)}
      style={size ? ({ "--glyph-size": `${size}px` } as CSSProperties) : undefined}
      aria-hidden="true"
    />
  );
}

// How many glyphs a list cell shows before '+N'.
export const glyphsShown = 5;

// A map's characteristics as glyphs, named for screen readers and on hover.
export function SymbolGlyphs({ types }: { types: readonly ImperfectionType[] }) {
  if (types.length === 0) return <Dimmed>None</Dimmed>;
  const names = types.join(", ");
  const hidden = types.length - glyphsShown;
  return (
    <span className={classes.row} role="img" aria-label={names} title={names}>
      {types.slice(0, glyphsShown).map((type) => (
        <span key={type} className={glyphClass(type)} />
      ))}
      {hidden > 0 && <span className={classes.more}>+{hidden}</span>}
    </span>
  );
}
