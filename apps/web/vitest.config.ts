import { defineConfig } from "vitest/config";
import { appIcons } from "./build-tools/vite-plugin-icons.ts";

export default defineConfig({
  plugins: [appIcons({ collections: ["lucide", "ri"] })],
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts"],
    environment: "jsdom",
    setupFiles: ["./tests/setup.ts"],
    restoreMocks: true,
  },
});
