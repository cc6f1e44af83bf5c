import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { features } from "./features";

// Every features/<area>/routes.ts(x), found by folder: an area whose routes are never registered
// in features.ts would have screens nobody can reach and no menu link.
const routeFiles = import.meta.glob<Record<string, unknown>>("../features/*/routes.{ts,tsx}", {
  eager: true,
});
const featuresFolder = path.join(import.meta.dirname, "../features");

describe("the web app's areas", () => {
  it("finds a routes file in every feature folder that has one", () => {
    const folders = readdirSync(featuresFolder, { withFileTypes: true }).filter((entry) =>
      entry.isDirectory(),
    );
    const withRoutes = folders.filter((folder) =>
      readdirSync(path.join(featuresFolder, folder.name)).some((file) => /^routes\.tsx?$/.test(file)),
    );
    expect(Object.keys(routeFiles)).toHaveLength(withRoutes.length);
    expect(withRoutes.length).toBeGreaterThanOrEqual(6);
  });

  it("registers every feature's routes.ts export in features.ts", () => {
    for (const [file, exports] of Object.entries(routeFiles)) {
      const declared = Object.entries(exports);
      expect({ file, exports: declared.length > 0 }).toEqual({ file, exports: true });
      for (const [name, feature] of declared)
        expect({ file, name, registered: (features as unknown[]).includes(feature) }).toEqual({
          file,
          name,
          registered: true,
        });
    }
  });
});
