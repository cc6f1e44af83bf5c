// Compressed size of the JavaScript a first visit to a route downloads, read from a production build's
// manifest: the entry, its static imports, and each lazy route module the URL matches with its
// static imports (what Vite's preload helper fetches together). Run after `npm run build`:
//   npm run size --workspace apps/web   (or: node apps/web/scripts/route-js-size.mjs [budgetKB])
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const dist = join(dirname(fileURLToPath(import.meta.url)), "..", "dist");
const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));
const budgetKb = Number(process.argv[2] ?? 170);

// The lazy modules (manifest keys) each route loads besides the entry. A module that is not a
// lazy chunk of this build (an older build bundled it into the entry) adds nothing.
const routes = {
  "/login": ["src/features/auth/login-page.tsx"],
  "/diamond": [
    "src/app/require-session.tsx",
    "src/app/shell/app-layout.tsx",
    "src/features/diamonds/list/diamonds-page.tsx",
  ],
};

function collect(key, files) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
// What the server sends: the build's precompressed .br (a browser over HTTPS asks for brotli),
// and the .gz for the rest; files under 1 KB are not compressed at all.
const kb = (file, encoding) => {
  const compressed = join(dist, `${file}.${encoding}`);
  return (existsSync(compressed) ? statSync(compressed).size : statSync(join(dist, file)).size) / 1024;
};

let over = false;
for (const [route, modules] of Object.entries(routes)) {
  const files = new Set();
  collect(entryKey, files);
  for (const module of modules) if (manifest[module]?.isDynamicEntry) collect(module, files);
  const sizes = [...files]
    .filter((file) => file.endsWith(".js"))
    .map((file) => [file, kb(file, "br"), kb(file, "gz")]);
  const brotli = sizes.reduce((sum, [, size]) => sum + size, 0);
  const gzip = sizes.reduce((sum, [, , size]) => sum + size, 0);
  over ||= brotli > budgetKb;
  console.log(
    `${route}: ${brotli.toFixed(1)} KB brotli (${gzip.toFixed(1)} KB gzip) JS in ${sizes.length} files (budget ${budgetKb} KB)`,
  );
  for (const [file, size] of sizes.sort((a, b) => b[1] - a[1])) {
    console.log(`  ${size.toFixed(1).padStart(7)} KB  ${file}`);
  }
}
if (over) process.exitCode = 1;
