import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { buildManifestPlugin } from "./build-tools/build-manifest-plugin.ts";
import { appIcons } from "./build-tools/vite-plugin-icons.ts";

export default defineConfig({
  // With v8_viteEnvironmentApi the server entry is set per environment: our
  // Express app wraps React Router's handler (the shape of
  // react-router-templates/node-custom-server).
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
    // React DOM (with its scheduler) in a chunk of its own rather than inside the entry: the page's
    // modules evaluate one chunk per task (components/deferred-scripts.tsx `stagedModuleCode`), and
    // React DOM is the largest; evaluating it with the entry made one long task of both.
    client: {
      build: {
        rolldownOptions: {
          output: { codeSplitting: { groups: [{ name: "react-dom", test: /node_modules[\\/](react-dom|scheduler)[\\/]/ }] } },
        },
      },
    },
  },
  // appIcons: the build-time icon subset behind `virtual:app-icons` (components/ui/icon).
  // buildManifestPlugin: build id, /assets/builds/{latest,meta/<id>}.json, old assets kept for a grace period.
  plugins: [tailwindcss(), appIcons({ collections: ["lucide", "ri"] }), buildManifestPlugin(), reactRouter()],
  resolve: { tsconfigPaths: true },
});
