import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every features/<area>/api.ts and resources/<resource>.ts keeps the one style of docs/design.md
// ("Web:"; the model is features/companies/api.ts), so an area copied from any of them starts right.
const source = path.join(import.meta.dirname, "..");
const featureApis = readdirSync(path.join(source, "features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((folder) => path.join("features", folder.name, "api.ts"))
  .filter((file) => existsSync(path.join(source, file)));
const resources = readdirSync(path.join(source, "resources"))
  .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
  .map((file) => path.join("resources", file));

const rules: [RegExp, string][] = [
  [
    /\bfetch\(|\bapiRequest\b|XMLHttpRequest/,
    "calls fetch or apiRequest itself instead of the shared api client (lib/api-client.ts)",
  ],
  [
    /queryFn: (?!(async )?\(\{ signal \}\))/,
    "a queryFn does not take the query's { signal } (an unmounted screen's request is not cancelled)",
  ],
  [
    /queryKey:\s*\[|setQueryData\(\s*\[/,
    "writes a query key as a literal array instead of taking it from the resource's key factory",
  ],
  [
    /\bapi\.(get|post|put|patch|delete)\b[^(]*\(\s*["'`]/,
    "calls the api client with a literal path instead of one from the resource's paths",
  ],
];
const exportName = /^export (?:const|function) (\w+)/gm;
const styledExport = /^(\w+(Paths|Keys|Query|Api)|use[A-Z]\w*)$/;

function apiStyleProblems(text: string): string[] {
  const problems = rules.filter(([pattern]) => pattern.test(text)).map(([, problem]) => problem);
  for (const [, name] of text.matchAll(exportName))
    if (!styledExport.test(name ?? ""))
      problems.push(
        `exports ${name}: exports are <thing>Paths, <thing>Keys, <thing>Query, use<Verb><Thing> or <type>Api`,
      );
  return problems;
}

describe("the web's api.ts files", () => {
  it("are all found", () => {
    expect(featureApis.length).toBeGreaterThanOrEqual(6);
    expect(resources.length).toBeGreaterThanOrEqual(3);
  });

  it.each([...featureApis, ...resources])("%s follows the api.ts style", (file) => {
    expect(apiStyleProblems(readFileSync(path.join(source, file), "utf8"))).toEqual([]);
  });

  it("tells each way of drifting from it", () => {
    const drifted = [
      'export const userQuery = queryOptions({ queryKey: ["users", id], queryFn: () => fetch("/api/users") });',
      "export const thing = 1;",
      'export function useSave() { return useMutation({ mutationFn: () => api.post<Thing>("/api/things", {}) }); }',
      "const raw = apiRequest<Thing>(path, { method: 'PATCH' });",
    ].join("\n");
    expect(apiStyleProblems(drifted)).toEqual([
      "calls fetch or apiRequest itself instead of the shared api client (lib/api-client.ts)",
      "a queryFn does not take the query's { signal } (an unmounted screen's request is not cancelled)",
      "writes a query key as a literal array instead of taking it from the resource's key factory",
      "calls the api client with a literal path instead of one from the resource's paths",
      "exports thing: exports are <thing>Paths, <thing>Keys, <thing>Query, use<Verb><Thing> or <type>Api",
    ]);
  });
});
