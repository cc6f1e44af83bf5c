// Bundles the server into dist/ with esbuild: what `npm start` runs, compiled JavaScript instead
// of TypeScript at run time (docs/decisions/0027). npm packages stay external (node_modules is
// installed beside it); the workspace's @loupe/* packages export TypeScript and are inlined.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outdir = path.join(serverRoot, "dist");

// One bundle per program, each dist/<name>.js. All sit directly in dist/, as src/server-root.ts
// expects. A new command-line program is one more line here.
export const entryPoints = {
  main: "src/main.ts",
  admin: "src/cli/admin.ts",
  backup: "src/cli/backup.ts",
  restore: "src/cli/restore.ts",
};

const externalPackages = {
  name: "external-packages",
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@loupe/") ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer() {
  const result = await build({
    absWorkingDir: serverRoot,
    entryPoints,
    outdir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    sourcemap: true,
    // Stack traces point into src/ through the maps without the sources copied into them.
    sourcesContent: false,
    plugins: [externalPackages],
    logLevel: "warning",
    write: false,
  });
  // Each file is renamed into place whole: a server starting meanwhile (tests build while other
  // test files spawn servers) never reads half a bundle.
  fs.mkdirSync(outdir, { recursive: true });
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, file.contents);
    fs.renameSync(temporary, file.path);
  }
  return result.outputFiles.map((file) => path.relative(serverRoot, file.path));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildServer();
}
