import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Build tooling, not app runtime: lets parallel e2e runs build side by side.
  buildDirectory: process.env.WEB_BUILD_DIR ?? "build",
  // Every v8 flag is on so the move to React Router 8 is a version bump.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
