import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client";
import { fetchDownload, fileNameFrom, safeFileName, withQuery } from "./download";
import { formatBytes } from "./format-bytes";

afterEach(() => vi.unstubAllGlobals());

describe("download helpers", () => {
  it("read the file name from Content-Disposition, preferring the UTF-8 form", () => {
    expect(fileNameFrom("attachment; filename=\"a.xlsx\"; filename*=UTF-8''Aurora%20SKUS.xlsx", "x")).toBe(
      "Aurora SKUS.xlsx",
    );
    expect(fileNameFrom('attachment; filename="DiamondQR.csv"', "x")).toBe("DiamondQR.csv");
    expect(fileNameFrom("attachment; filename=../../evil.csv", "x")).toBe("..-..-evil.csv");
    expect(fileNameFrom("attachment; filename*=UTF-8''%E0%A4%A", "fallback.xlsx")).toBe("fallback.xlsx");
    expect(fileNameFrom(null, "diamond.xlsx")).toBe("diamond.xlsx");
  });

  it("leave empty filters out of the query", () => {
    expect(withQuery("/api/x", { search: "LG 1", shape: undefined, origin: "" })).toBe("/api/x?search=LG+1");
    expect(withQuery("/api/x", {})).toBe("/api/x");
  });

  it("word sizes", () => {
    expect([formatBytes(10), formatBytes(2048), formatBytes(3_145_728)]).toEqual([
      "10 B",
      "2.0 KB",
      "3.0 MB",
    ]);
  });

  it("report rows and bytes while reading, and refusals as ApiError", async () => {
    vi.stubGlobal(
      "fetch",
      async () => new Response("abcdef", { headers: { "x-total-count": "12", "content-type": "text/csv" } }),
    );
    const progress = vi.fn();
    const file = await fetchDownload("/api/x", "x.csv", progress);
    expect(file.fileName).toBe("x.csv");
    expect(file.blob.size).toBe(6);
    expect(progress).toHaveBeenLastCalledWith({ rows: 12, bytes: 6 });

    vi.stubGlobal("fetch", async () => new Response("oops", { status: 502, statusText: "Bad Gateway" }));
    await expect(fetchDownload("/api/x", "x.csv", progress)).rejects.toBeInstanceOf(ApiError);
  });
});

describe("safeFileName", () => {
  it("replaces characters a file name cannot hold", () => {
    expect(safeFileName('A/B: "C" SKUS.csv')).toBe("A-B- -C- SKUS.csv");
    expect(safeFileName("  ")).toBe("export");
  });
});
