import { sampleMp4, samplePdf, samplePng } from "./sample-files";

// Files an attacker with a staff account would upload to get script run on the app's origin:
// plain markup, script and styles, and polyglots that open with an accepted signature.
export type HostileFile = { label: string; name: string; type: string; content: Buffer; polyglot: boolean };

const script =
  "fetch('/api/administrators',{credentials:'include'}).then(r=>r.text()).then(t=>fetch('/api/x?'+t))";
const page = `<!doctype html><html><body><script>${script}</script><script src="/api/files/x"></script></body></html>`;

export const hostileFiles: HostileFile[] = [
  { label: "HTML page", name: "report.html", type: "text/html", content: Buffer.from(page), polyglot: false },
  {
    label: "SVG with script",
    name: "logo.svg",
    type: "image/svg+xml",
    content: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><script>${script}</script></svg>`),
    polyglot: false,
  },
  {
    label: "JavaScript",
    name: "app.js",
    type: "text/javascript",
    content: Buffer.from(script),
    polyglot: false,
  },
  {
    label: "CSS",
    name: "site.css",
    type: "text/css",
    content: Buffer.from("body{background:url(/api/administrators)}"),
    polyglot: false,
  },
  {
    label: "XHTML",
    name: "page.xhtml",
    type: "application/xhtml+xml",
    content: Buffer.from(page),
    polyglot: false,
  },
  {
    label: "HTML named .csv",
    name: "list.csv",
    type: "text/csv",
    content: Buffer.from(page),
    polyglot: false,
  },
  {
    label: "PNG + HTML polyglot",
    name: "logo.html",
    type: "text/html",
    content: Buffer.concat([samplePng, Buffer.from(page)]),
    polyglot: true,
  },
  {
    label: "GIF + JavaScript polyglot",
    name: "logo.js",
    type: "text/javascript",
    content: Buffer.from(`GIF89a=1;${script}//`),
    polyglot: true,
  },
  {
    label: "PDF + HTML polyglot",
    name: "invoice.html",
    type: "text/html",
    content: Buffer.concat([samplePdf, Buffer.from(page)]),
    polyglot: true,
  },
  {
    label: "MP4 + HTML polyglot",
    name: "clip.html",
    type: "text/html",
    content: Buffer.concat([sampleMp4.subarray(0, 24), Buffer.from(page)]),
    polyglot: true,
  },
  {
    label: "zip + HTML named .xlsx",
    name: "sheet.xlsx",
    type: "text/html",
    content: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from(page)]),
    polyglot: true,
  },
];

// Types a row may carry from before the upload checks, which a browser would run or render.
export const dangerousStoredTypes = [
  "text/html",
  "image/svg+xml",
  "text/javascript",
  "text/css",
  "text/xml",
  "application/xhtml+xml",
];
