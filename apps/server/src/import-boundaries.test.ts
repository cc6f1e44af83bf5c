import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Each probe in lint-fixtures/boundaries/ names, on its first line, the path it stands for. The
// probes are copied to those paths in a scratch folder with the repository's biome.json and linted
// there, so the overrides' path globs apply to them exactly as they would to a real file.

const repoRoot = resolve(import.meta.dirname, "../../..");
const fixtures = join(repoRoot, "lint-fixtures/boundaries");
const biomeBin = join(
  dirname(createRequire(import.meta.url).resolve("@biomejs/biome/package.json")),
  "bin/biome",
);

const featureRule = "A feature does not import another feature";
const coreRule = "The certificate core is shared by the certificate areas";
const areaRule =
  "An area imports only the certificate core, area-module.ts, infrastructure and another area's ports.ts";
const domainRule = "The domain package holds pure rules";
const activityRule = "Only the record helpers in db/ write the activity log";

const refused: Record<string, string> = {
  "feature-through-features.ts": featureRule,
  "feature-sibling.ts": featureRule,
  "core-through-modules.ts": coreRule,
  "core-area-ports.ts": coreRule,
  "domain-node-builtin.ts": domainRule,
  "domain-pg.ts": domainRule,
  "area-internal-service.ts": areaRule,
  "area-internal-schema-from-subfolder.ts": areaRule,
  "area-through-modules.ts": areaRule,
  "area-registry.ts": areaRule,
  "area-records-activity.ts": activityRule,
  "area-subfolder-records-activity.ts": activityRule,
  "core-records-activity.ts": activityRule,
  "infrastructure-records-activity.ts": activityRule,
  "cli-records-activity.ts": activityRule,
};
const allowed = [
  "area-through-ports.ts",
  "area-subfolder-through-ports.ts",
  "core-companies-ports.ts",
  "feature-own-files.ts",
  "db-helper-records-activity.ts",
];

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string; start: { line: number } };
}

let scratch = "";
const probePaths = new Map<string, string>();
let diagnostics: Diagnostic[] = [];

function copyProbe(kind: "refused" | "allowed", name: string) {
  const text = readFileSync(join(fixtures, kind, name), "utf8");
  const target = /^\/\/ Linted as (\S+?):/.exec(text)?.[1];
  if (!target) throw new Error(`${kind}/${name} does not say which path it is linted as`);
  mkdirSync(dirname(join(scratch, target)), { recursive: true });
  writeFileSync(join(scratch, target), text);
  probePaths.set(`${kind}/${name}`, target);
}

function diagnosticsOf(probe: string) {
  return diagnostics.filter((diagnostic) => diagnostic.location.path === probePaths.get(probe));
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "loupe-boundaries-"));
  const config = JSON.parse(readFileSync(join(repoRoot, "biome.json"), "utf8"));
  // The scratch folder is no git checkout; everything else is the repository's configuration.
  config.$schema = undefined;
  config.vcs = { enabled: false };
  writeFileSync(join(scratch, "biome.json"), JSON.stringify(config));
  for (const name of Object.keys(refused)) copyProbe("refused", name);
  for (const name of allowed) copyProbe("allowed", name);
  const run = spawnSync(
    process.execPath,
    [biomeBin, "lint", "--reporter=json", "--max-diagnostics=none", "."],
    {
      cwd: scratch,
      encoding: "utf8",
    },
  );
  const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[]; summary: { unchanged: number } };
  diagnostics = report.diagnostics;
  // Every probe and the configuration were read: a probe Biome skipped would pass vacuously.
  expect(report.summary.unchanged).toBe(probePaths.size + 1);
});

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe("import boundaries (biome.json)", () => {
  it("lists every probe in the fixtures folder", () => {
    expect(readdirSync(join(fixtures, "refused")).sort()).toEqual(Object.keys(refused).sort());
    expect(readdirSync(join(fixtures, "allowed")).sort()).toEqual([...allowed].sort());
  });

  it.each(Object.entries(refused))("refuses %s", (name, rule) => {
    const found = diagnosticsOf(`refused/${name}`);
    expect(found.map((diagnostic) => diagnostic.category)).toEqual(["lint/style/noRestrictedImports"]);
    expect(found[0]?.message).toContain(rule);
    // The import on the probe's second line is the one refused.
    expect(found[0]?.location.start.line).toBe(2);
  });

  it.each(allowed)("allows %s", (name) => {
    expect(diagnosticsOf(`allowed/${name}`)).toEqual([]);
  });
});
