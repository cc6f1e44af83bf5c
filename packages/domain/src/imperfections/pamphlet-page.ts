import { formatDate } from "../formatting";
import { escapeXml } from "./art/svg-text";
import { imperfectionCanvas } from "./imperfection-canvas";
import {
  gradingRows,
  type Pamphlet,
  type PamphletRow,
  pamphletTitle,
  proportionRows,
  reportNumber,
} from "./pamphlet";

// The pamphlet drawn once, as one SVG page in millimetres: the web page shows and prints it,
// and the server turns the same SVG into the e-mailed PDF, so the two cannot drift. 190 × 262 mm
// fits A4 (210 × 297) and US Letter (215.9 × 279.4) with a 6 mm print margin.
export const pamphletPageSize = { width: 190, height: 262 } as const;

export type PamphletPageParts = {
  pamphlet: Pamphlet;
  labName: string;
  // The plot and its key as standalone SVG documents (the art's renderer), nested in place.
  plotSvg: string;
  keySvg: string;
  // The proportions image as the page may load it (a URL on the web, a data: URI in the PDF).
  proportionsHref: string;
  // The QR code's dark modules (rows of columns), or null without a certificate video.
  qrModules: boolean[][] | null;
  today: Date;
};

// Helvetica's average advance is about half its size; wrapping at 0.52 em keeps lines inside
// their column in the browser's sans-serif and in the PDF's Helvetica alike.
export function wrapText(text: string, fontSize: number, width: number, maxLines: number): string[] {
  const perLine = Math.max(1, Math.floor(width / (fontSize * 0.52)));
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= perLine) line = candidate;
    else {
      if (line) lines.push(line);
      line = word.length > perLine ? `${word.slice(0, perLine - 1)}…` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]?.slice(0, perLine - 1)}…`;
  return kept;
}

const ink = "#1a1b1e";
const muted = "#495057";
const rule = "#ced4da";
const font = `font-family="Helvetica, Arial, sans-serif"`;

function text(x: number, y: number, size: number, content: string, extra = "", fill = ink): string {
  return `<text x="${x}" y="${y}" font-size="${size}" ${font} fill="${fill}" ${extra}>${escapeXml(content)}</text>`;
}

function sectionTitle(x: number, y: number, width: number, title: string): string {
  return `${text(x, y, 3.4, title.toUpperCase(), `font-weight="bold" letter-spacing="0.3"`)}<line x1="${x}" y1="${y + 1.4}" x2="${x + width}" y2="${y + 1.4}" stroke="${ink}" stroke-width="0.3"/>`;
}

// Label on the left, value on the right, a hairline under each row; a long value wraps under.
function rows(x: number, y: number, width: number, entries: PamphletRow[]): { svg: string; bottom: number } {
  let svg = "";
  let line = y;
  for (const entry of entries) {
    const values = wrapText(entry.value, 3.2, width * 0.64, 4);
    svg += text(x, line, 3.2, entry.label, "", muted);
    values.forEach((value, index) => {
      svg += text(x + width, line + index * 4.2, 3.2, value, `text-anchor="end" font-weight="bold"`);
    });
    const under = line + 1.9 + (values.length - 1) * 4.2;
    svg += `<line x1="${x}" y1="${under}" x2="${x + width}" y2="${under}" stroke="${rule}" stroke-width="0.15"/>`;
    line = under + 4.4;
  }
  return { svg, bottom: line };
}

// Height over width of an SVG document's viewBox.
function viewBoxRatio(svg: string): number {
  const [, , width = 1, height = 0] = (/viewBox="([^"]*)"/.exec(svg)?.[1] ?? "").split(/[\s,]+/).map(Number);
  return width > 0 ? height / width : 0;
}

// A standalone SVG document placed in the page: its viewBox stays, its own size gives way.
function nested(svg: string, x: number, y: number, width: number, height: number): string {
  const open = /^<svg\b[^>]*>/.exec(svg.trim())?.[0];
  if (!open) throw new Error("The plot and its key must be SVG documents");
  const placed = open
    .replace(/\s(?:x|y|width|height)="[^"]*"/g, "")
    .replace(/^<svg/, `<svg x="${x}" y="${y}" width="${width}" height="${height}"`);
  return placed + svg.trim().slice(open.length);
}

function qrCode(modules: boolean[][], x: number, y: number, size: number): string {
  const cell = size / (modules.length + 8);
  let path = "";
  modules.forEach((row, rowIndex) => {
    row.forEach((dark, column) => {
      if (dark)
        path += `M${(x + (column + 4) * cell).toFixed(3)} ${(y + (rowIndex + 4) * cell).toFixed(3)}h${cell.toFixed(3)}v${cell.toFixed(3)}h-${cell.toFixed(3)}z`;
    });
  });
  return `<rect x="${x}" y="${y}" width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/>`;
}

export function pamphletPageSvg(parts: PamphletPageParts): string {
  const { pamphlet, labName } = parts;
  const { width, height } = pamphletPageSize;
  const diamond = pamphlet.diamond;
  const date = formatDate(pamphlet.printDate ?? parts.today);
  const left = 0;
  const columnWidth = 84;
  const right = 100;
  const rightWidth = width - right;
  let svg = "";
  svg += text(left, 8, 4.6, labName, `font-weight="bold"`);
  svg += text(width, 8, 3.4, date, `text-anchor="end"`, muted);
  svg += `<line x1="0" y1="12" x2="${width}" y2="12" stroke="${ink}" stroke-width="0.6"/>`;
  svg += text(
    width / 2,
    24,
    7,
    pamphletTitle(diamond),
    `text-anchor="middle" font-weight="bold" letter-spacing="0.4"`,
  );
  svg += text(width / 2, 32, 4, `Report Number ${reportNumber(diamond)}`, `text-anchor="middle"`);

  svg += sectionTitle(left, 44, columnWidth, "Grading Results");
  const grading = rows(left, 52, columnWidth, gradingRows(diamond));
  svg += grading.svg;
  svg += sectionTitle(left, grading.bottom + 6, columnWidth, "Proportions");
  const proportions = rows(left, grading.bottom + 14, columnWidth, proportionRows(diamond));
  svg += proportions.svg;
  const imageTop = proportions.bottom + 2;
  const imageHeight = Math.max(0, Math.min(70, height - imageTop - 4));
  if (imageHeight > 20 && parts.proportionsHref) {
    svg += `<image x="${left}" y="${imageTop}" width="${columnWidth}" height="${imageHeight}" href="${escapeXml(parts.proportionsHref)}" preserveAspectRatio="xMidYMid meet"/>`;
  }

  svg += sectionTitle(right, 44, rightWidth, "Clarity Characteristics");
  const plotHeight = (rightWidth * imperfectionCanvas.height) / imperfectionCanvas.width;
  svg += nested(parts.plotSvg, right, 50, rightWidth, plotHeight);
  const next = 50 + plotHeight + 6;
  if (pamphlet.displayImperfectionIcons && parts.keySvg) {
    const keyHeight = rightWidth * viewBoxRatio(parts.keySvg);
    svg += sectionTitle(right, next, rightWidth, "Key to Symbols");
    svg += nested(parts.keySvg, right, next + 4, rightWidth, keyHeight);
  }
  if (parts.qrModules) {
    const size = 30;
    const top = height - size - 4;
    svg += qrCode(parts.qrModules, width - size, top, size);
    svg += text(width - size - 3, top + size / 2, 3, "Scan to view the", `text-anchor="end"`, muted);
    svg += text(width - size - 3, top + size / 2 + 4, 3, "digital certificate", `text-anchor="end"`, muted);
  }
  svg += `<line x1="0" y1="${height - 1}" x2="${width}" y2="${height - 1}" stroke="${ink}" stroke-width="0.3"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}mm" height="${height}mm">${svg}</svg>`;
}
