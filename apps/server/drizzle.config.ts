import { defineConfig } from "drizzle-kit";

// Infrastructure tables live in src/db/*-schema.ts, each area's in its module folder.
export default defineConfig({
  dialect: "postgresql",
  schema: ["./src/db/*-schema.ts", "./src/modules/*/schema.ts"],
  out: "./src/db/migrations",
});
