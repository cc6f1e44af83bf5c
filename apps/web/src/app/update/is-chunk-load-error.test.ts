import { describe, expect, it } from "vitest";
import { isChunkLoadError } from "./is-chunk-load-error";

describe("isChunkLoadError", () => {
  it("recognises each browser's failed dynamic import and Vite's failed CSS preload", () => {
    for (const message of [
      "Failed to fetch dynamically imported module: https://loupe.example/assets/diamonds-page-1a2b.js",
      "error loading dynamically imported module: https://loupe.example/assets/x.js",
      "Importing a module script failed.",
      "Unable to preload CSS for /assets/x.css",
    ]) {
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
    }
  });

  it("leaves other errors alone", () => {
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
  });
});
