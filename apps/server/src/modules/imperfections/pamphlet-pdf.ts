import type { PamphletPaperSize } from "@loupe/domain/imperfections/pamphlet";
import { pamphletPageSize } from "@loupe/domain/imperfections/pamphlet-page";
import PDFDocument from "pdfkit";
import SVGtoPDF from "svg-to-pdfkit";

const pointsPerMillimetre = 72 / 25.4;

// The pamphlet page (one SVG in millimetres, the same the web page prints) as a one-page PDF,
// centred on the paper, for e-mail.
export function pamphletPdf(pageSvg: string, paper: PamphletPaperSize, title: string): Promise<Buffer> {
  const document = new PDFDocument({ size: paper, margin: 0, info: { Title: title, Creator: "Loupe" } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on("data", (chunk: Buffer) => chunks.push(chunk));
    document.on("end", () => resolve(Buffer.concat(chunks)));
    document.on("error", reject);
  });
  const width = pamphletPageSize.width * pointsPerMillimetre;
  const height = pamphletPageSize.height * pointsPerMillimetre;
  const x = (document.page.width - width) / 2;
  const y = (document.page.height - height) / 2;
  SVGtoPDF(document, pageSvg, x, y, { width, height, preserveAspectRatio: "xMidYMid meet" });
  document.end();
  return done;
}
