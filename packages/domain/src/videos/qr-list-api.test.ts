import { describe, expect, it } from "vitest";
import {
  qrListInputSchema,
  qrListListQuerySchema,
  qrListMaxVideos,
  qrListUpdateSchema,
  qrPrintIdsSchema,
  qrVideoChoicesQuerySchema,
} from "./qr-list-api";
import { qrListPrintPath, qrListPublicPath } from "./qr-list-list";

const id = (n: number) => `01900000-0000-7000-8000-${String(n).padStart(12, "0")}`;

describe("the QR lists' API schemas", () => {
  it("page the table 50/100/250/500, default 100, newest first, with search and client", () => {
    expect(qrListListQuerySchema.parse({})).toMatchObject({ limit: 100, sort: "created:desc" });
    expect(qrListListQuerySchema.parse({ limit: "250", search: "  gala ", clientId: id(1) })).toMatchObject({
      limit: 250,
      search: "gala",
      clientId: id(1),
    });
    expect(qrListListQuerySchema.safeParse({ sort: "name:asc" }).success).toBe(false);
    expect(qrListListQuerySchema.safeParse({ clientId: "acme" }).success).toBe(false);
    expect(qrListListQuerySchema.safeParse({ search: "x".repeat(121) }).success).toBe(false);
  });

  it("take a trimmed title, a client or none, and distinct video ids", () => {
    expect(qrListInputSchema.parse({ title: "  Spring show ", clientId: null, videoIds: [] })).toEqual({
      title: "Spring show",
      clientId: null,
      videoIds: [],
    });
    expect(
      qrListInputSchema.safeParse({ title: "", clientId: id(1), videoIds: [id(2), id(2)] }).success,
    ).toBe(false);
    const tooMany = Array.from({ length: qrListMaxVideos + 1 }, (_, n) => id(n));
    expect(qrListInputSchema.safeParse({ title: "", clientId: id(1), videoIds: tooMany }).success).toBe(
      false,
    );
    expect(
      qrListInputSchema.safeParse({ title: "x".repeat(201), clientId: null, videoIds: [] }).success,
    ).toBe(false);
    expect(qrListUpdateSchema.safeParse({ title: "", clientId: null, videoIds: [] }).success).toBe(false);
    expect(qrListUpdateSchema.parse({ title: "", clientId: null, videoIds: [], version: 3 }).version).toBe(3);
  });

  it("search the picker by name and client", () => {
    expect(qrVideoChoicesQuerySchema.parse({ search: " aur " })).toEqual({ search: "aur" });
    expect(qrVideoChoicesQuerySchema.safeParse({ clientId: "x" }).success).toBe(false);
  });

  it("print one or two lists, each once", () => {
    expect(qrPrintIdsSchema.safeParse([id(1)]).success).toBe(true);
    expect(qrPrintIdsSchema.safeParse([id(1), id(2)]).success).toBe(true);
    expect(qrPrintIdsSchema.safeParse([]).success).toBe(false);
    expect(qrPrintIdsSchema.safeParse([id(1), id(1)]).success).toBe(false);
    expect(qrPrintIdsSchema.safeParse([id(1), id(2), id(3)]).success).toBe(false);
    expect(qrListPrintPath([id(1), id(2)])).toBe(`/digital-cert-qr-print?ids=${id(1)},${id(2)}`);
    expect(qrListPublicPath(id(1))).toBe(`/c/list/${id(1)}`);
  });
});
