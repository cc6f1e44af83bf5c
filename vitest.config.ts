import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Server tests run on the embedded PGlite always, and again on a PostgreSQL server when
// TEST_DATABASE_URL names one (CI sets it when the machine's server answers).
const serverProject = (name: string, driver: "pglite" | "postgres") => ({
  extends: "./apps/server/vitest.config.ts",
  root: "./apps/server",
  test: { name, env: { LOUPE_TEST_DRIVER: driver } },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on this project's two-core
    // machines, leaving a core idle while a test waits on PostgreSQL. Two workers ran the server
    // tests of five areas in 281 s instead of 390 s there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      "packages/domain",
      "apps/web",
      serverProject("server-pglite", "pglite"),
      ...(process.env.TEST_DATABASE_URL ? [serverProject("server-postgres", "postgres")] : []),
    ],
  },
});
