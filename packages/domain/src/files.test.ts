import { describe, expect, it } from "vitest";
import {
  detectDocumentType,
  detectImageType,
  isMp4Container,
  servedFileType,
  xlsxContentType,
} from "./files";

const bytes = (...values: number[]) => new Uint8Array(values);

describe("image detection", () => {
  it("recognises PNG, JPEG, GIF and WebP by their first bytes", () => {
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("image/png");
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
    expect(detectImageType(new TextEncoder().encode("GIF89a..."))).toBe("image/gif");
    expect(detectImageType(new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "))).toBe("image/webp");
  });

  it("refuses everything else, including SVG and files that only claim to be images", () => {
    expect(detectImageType(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(detectImageType(new TextEncoder().encode("%PDF-1.7"))).toBeNull();
    expect(detectImageType(bytes())).toBeNull();
    expect(detectImageType(new TextEncoder().encode("RIFF\0\0\0\0WAVE"))).toBeNull();
  });
});

const text = (value: string) => new TextEncoder().encode(value);

describe("video detection", () => {
  it("accepts an MP4 'ftyp' box", () => {
    expect(isMp4Container(text("\0\0\0\x18ftypmp42\0\0\0\0isommp42"))).toBe(true);
    expect(isMp4Container(text("\0\0\0\x20ftypisom\0\0\x02\0isomiso2avc1mp41"))).toBe(true);
  });

  it("refuses QuickTime, other containers, markup and boxes of impossible size", () => {
    expect(isMp4Container(text("\0\0\0\x14ftypqt  \0\0\0\0qt  "))).toBe(false);
    expect(isMp4Container(text("\x1aE\xdf\xa3 webm"))).toBe(false);
    expect(isMp4Container(text("<html><script>alert(1)</script>"))).toBe(false);
    expect(isMp4Container(text("\0\0\0\x04ftypmp42"))).toBe(false);
    expect(isMp4Container(text("\x7f\0\0\0ftypmp42\0\0\0\0"))).toBe(false);
    expect(isMp4Container(bytes())).toBe(false);
  });
});

describe("document detection", () => {
  it("accepts PDF by signature, xlsx as a zip named .xlsx, CSV as plain text named .csv", () => {
    expect(detectDocumentType(text("%PDF-1.7\n"), "anything")).toBe("application/pdf");
    expect(detectDocumentType(bytes(0x50, 0x4b, 0x03, 0x04, 0x14), "Stones.XLSX")).toBe(xlsxContentType);
    expect(detectDocumentType(text('\ufeffCert,SKU\r\nLG1,"a, b"\tx\n'), "list.csv")).toBe("text/csv");
    expect(detectDocumentType(text("Köln,Zürich\n"), "list.csv")).toBe("text/csv");
  });

  it("refuses markup, binaries and files whose name and content disagree", () => {
    expect(detectDocumentType(text("<!doctype html><script></script>"), "list.csv")).toBeNull();
    expect(detectDocumentType(text("  <svg/>"), "list.csv")).toBeNull();
    expect(detectDocumentType(text("a,b\0c"), "list.csv")).toBeNull();
    expect(detectDocumentType(text("a,b\n"), "list.txt")).toBeNull();
    expect(detectDocumentType(bytes(0x50, 0x4b, 0x03, 0x04), "archive.zip")).toBeNull();
    expect(detectDocumentType(text("<html>"), "sheet.xlsx")).toBeNull();
    expect(detectDocumentType(text("MZ\x90\0"), "setup.pdf")).toBeNull();
    expect(detectDocumentType(bytes(), "empty.csv")).toBeNull();
  });
});

describe("how a stored file is served", () => {
  it("shows raster images, MP4 and QuickTime in place", () => {
    for (const type of [
      "image/png",
      "image/jpeg",
      "image/webp",
      "image/gif",
      "video/mp4",
      "video/quicktime",
      "IMAGE/PNG",
    ])
      expect(servedFileType(type)).toEqual({ contentType: type.toLowerCase(), disposition: "inline" });
  });

  it("downloads documents as themselves and anything else as opaque bytes", () => {
    expect(servedFileType("application/pdf")).toEqual({
      contentType: "application/pdf",
      disposition: "attachment",
    });
    expect(servedFileType("text/csv; charset=utf-8")).toEqual({
      contentType: "text/csv",
      disposition: "attachment",
    });
    for (const type of [
      "text/html",
      "image/svg+xml",
      "text/javascript",
      "text/css",
      "application/xhtml+xml",
      "",
    ])
      expect(servedFileType(type)).toEqual({
        contentType: "application/octet-stream",
        disposition: "attachment",
      });
  });
});
