import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  define: { __BUILD_ID__: JSON.stringify("test-build") },
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
    // Typing with user-event in jsdom on two busy cores can pass 5 s; a test that fails still fails.
    testTimeout: 15_000,
  },
});
