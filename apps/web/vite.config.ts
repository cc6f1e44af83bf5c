import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { precompressPlugin } from "./precompress-plugin";

// One id per build: the running app compares it with dist/build.json to offer an update.
const buildId = process.env.LOUPE_BUILD_ID ?? new Date().toISOString().replace(/[-:.TZ]/g, "");

function buildIdPlugin(): Plugin {
  const body = `${JSON.stringify({ buildId })}\n`;
  return {
    name: "loupe-build-id",
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(buildId) } }),
    // The dev server answers /build.json too, so the update check has something to read.
    configureServer(server) {
      server.middlewares.use("/build.json", (_request, response) => {
        response.setHeader("content-type", "application/json");
        response.setHeader("cache-control", "no-store");
        response.end(body);
      });
    },
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "build.json", source: body });
    },
  };
}

// Mantine's ScrollArea (inside every Table and Modal) takes one small hook, useMergeRefs, from
// @floating-ui/react; that import alone made every list screen load the positioning library
// (15 KB gzip) that only tooltips and dropdowns need. ScrollArea gets Mantine's own merge instead.
function scrollAreaMergeRefsPlugin(): Plugin {
  const replacement = fileURLToPath(new URL("./src/lib/use-merge-refs.ts", import.meta.url));
  const scrollArea = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]/;
  return {
    name: "loupe-scroll-area-merge-refs",
    enforce: "pre",
    resolveId(source, importer) {
      return source === "@floating-ui/react" && importer && scrollArea.test(importer) ? replacement : null;
    },
  };
}

const apiServer = process.env.LOUPE_API_URL ?? "http://localhost:3000";

export default defineConfig({
  plugins: [react(), buildIdPlugin(), scrollAreaMergeRefsPlugin(), precompressPlugin()],
  server: {
    // Host is kept (no changeOrigin) so the server's same-origin check sees the page's own origin.
    proxy: {
      "/api": { target: apiServer },
      "/healthz": { target: apiServer },
      // Only /c/… (public certificate pages); a bare "/c" prefix would swallow /clients.
      "^/c/": { target: apiServer },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Every browser the lab's staff may use supports <link rel="modulepreload"> (Chromium 66,
    // Firefox 115, Safari 17), so the entry does without Vite's polyfill for it.
    modulePreload: { polyfill: false },
    // Libraries change less often than the app: separate chunks stay cached across deploys.
    rolldownOptions: {
      output: {
        // The entry lists every lazy chunk's file name (over 200 of them) to preload their imports;
        // a hash cannot be compressed, so 7 characters of it instead of 8 keep that list smaller on
        // the wire (rolldown needs 7 for this many chunks). The names stay, for people and for the
        // first-load test.
        entryFileNames: "assets/[name]-[hash:7].js",
        chunkFileNames: "assets/[name]-[hash:7].js",
        assetFileNames: "assets/[name]-[hash:6][extname]",
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            // Schemas are for forms and error bodies: the sign-in page and the lists load zod only
            // when they need it (otherwise it is merged into the entry, shared by lazy chunks).
            { name: "zod", test: /node_modules[\\/]zod[\\/]/, priority: 2 },
            { name: "floating-ui", test: /node_modules[\\/]@floating-ui[\\/]/, priority: 2 },
            // The lists' filter kit (panel, fields, stand-ins, URL state): one chunk shared by every
            // list screen instead of a few small ones each. The pickers stay in their own lazy chunk.
            {
              name: "list-filters",
              test: /src[\\/]components[\\/](filter-panel|filter-fields|url-filters|use-filter-draft|use-certificate-filter-bar|template-and-client-filter|stand-in-field|deferred-swap|deferred-fields\.tsx)/,
              priority: 1,
            },
            // Every button, the loader they show and the centring box around loaders: one small
            // chunk, however the lazy screens and dialogs that use them are split (otherwise each
            // new dialog can cut it in two, and each piece costs its own imports).
            {
              name: "mantine-button-base",
              test: /@mantine[\\/]core[\\/]esm[\\/]components[\\/](UnstyledButton|Loader|Center)[\\/]/,
              priority: 1,
            },
            // The icons two or more chunks share: about 20, 1 KB compressed together, otherwise a file
            // each (a list screen fetched eight of 150–400 bytes, each with its own headers).
            // The list screens' table, row actions, header, export and delete kit, with what it imports
            // (much of Mantine's base): one chunk instead of some twenty files of 100–1,000 bytes
            // each. Measured on /diamond: 57 → 33 scripts, 168.2 → 159.0 KB compressed, 187.0 →
            // 169.9 KB with headers; sign-in fetches it too (142.7 → 156.2 KB), which the screen
            // after it needs anyway. Without its imports (includeDependenciesRecursively: false) the
            // chunks run out of order and the app does not start.
            {
              name: "list-kit",
              test: /src[\\/](components[\\/](data-table|query-data-table|query-table-state|row-action|row-more-actions|row-icon|page-header|table-cells|certificate-row-actions|import-export[\\/]export-buttons|lazy-dialogs|use-confirm-delete|list-return|card-printed-text|use-list-params|notify-success)|lib[\\/]use-delete-record)\.tsx?$/,
              priority: 1,
            },
            { name: "icons", test: /@tabler[\\/]icons-react[\\/]/, minShareCount: 2, priority: 2 },
          ],
        },
      },
    },
  },
});
