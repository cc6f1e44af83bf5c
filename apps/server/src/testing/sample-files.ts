// Small files of each accepted kind, with the signatures the upload checks look for.
export const samplePng = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 7),
]);
// An 'ftyp' box (24 bytes, brand mp42) and some media bytes.
export const sampleMp4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from("ftypmp42\0\0\0\0isommp42"),
  Buffer.alloc(300, 1),
]);
export const samplePdf = Buffer.from(
  "%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);
export const sampleCsv = Buffer.from("\ufeffCertificate Number,Client SKU\nLG1001,SKU-1\n");
// A zip's local file header is enough for the signature; xlsx tests that need a real workbook
// build one with ExcelJS.
export const sampleXlsxHead = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100, 0)]);
