import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Build tooling, not app runtime: lets parallel e2e runs build side by side.
  buildDirectory: process.env.WEB_BUILD_DIR ?? "build",
  // The whole route manifest (13 routes, ~1.5 KB gzip) goes out with every page, instead of lazy
  // discovery: that watched the whole document with a MutationObserver and scanned every link at
  // hydration (a third of the hydration's passive effects on a tool page at 4× CPU) and asked
  // /__manifest before client navigations.
  routeDiscovery: { mode: "initial" },
  // Every v8 flag is on so the move to React Router 8 is a version bump.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
