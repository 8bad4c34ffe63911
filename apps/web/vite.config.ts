import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { buildManifestPlugin } from "./build-tools/build-manifest-plugin.ts";
import { compileHints } from "./build-tools/compile-hints-plugin.ts";
import { ocrModelsAlias } from "./build-tools/ocr-models-alias.ts";
import { precompressPlugin } from "./build-tools/precompress-plugin.ts";
import { runnerPreloads } from "./build-tools/runner-preloads-plugin.ts";
import { toolFolders } from "./build-tools/tool-folders-plugin.ts";
import { appIcons } from "./build-tools/vite-plugin-icons.ts";

export default defineConfig({
  // With v8_viteEnvironmentApi the server entry is set per environment: our
  // Express app wraps React Router's handler (the shape of
  // react-router-templates/node-custom-server).
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
    // Three chunks every page needs, instead of the ~15 small shared chunks automatic splitting made
    // (a page asked for 20 scripts; each request costs the phone's main thread, and under Lighthouse's
    // DevTools instrumentation a noticeable share of its blocking time; app/boot/README.md):
    // - react-dom (with its scheduler) on its own: the page's modules evaluate one chunk per task
    //   (boot/deferred-scripts.tsx `stagedModuleCode`), and React DOM is the largest;
    // - router: React and React Router;
    // - shell: the root route and everything it imports (page shell, header, toasts, message box,
    //   chunk reload, session) and boot/hydration-hold.ts (the entry and the tool route share it) —
    //   loaded by every page anyway, whichever route it is.
    // Route modules and what only some routes share (tool cards, search, dialogs) stay split.
    client: {
      build: {
        rolldownOptions: {
          output: {
            // A tool's runner chunk is named after its slug (every runner's file is runner.tsx,
            // docs/decisions/008-tool-folders.md), so the network panel and build output say which tool it is.
            chunkFileNames: (chunk) =>
              `assets/${/[\\/]app[\\/]tools[\\/][^\\/]+[\\/]([^\\/]+)[\\/]runner\.tsx$/.exec(chunk.facadeModuleId ?? "")?.[1] ?? "[name]"}-[hash].js`,
            // VITE_BOOT=stock (app/boot/boot-mode.ts): Vite's automatic chunks, as React Router's template has.
            codeSplitting:
              process.env.VITE_BOOT === "stock"
                ? true
                : {
                    groups: [
                      { name: "react-dom", test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 20 },
                      {
                        name: "router",
                        test: /node_modules[\\/](react|react-router|cookie|set-cookie-parser)[\\/]/,
                        priority: 15,
                      },
                      { name: "shell", test: /app[\\/](root\.tsx|boot[\\/]hydration-hold\.ts)$/, priority: 10 },
                    ],
                  },
          },
        },
      },
    },
  },
  // appIcons: the build-time icon subset behind `virtual:app-icons` (components/ui/icon).
  // buildManifestPlugin: build id, /assets/builds/{latest,meta/<id>}.json, old assets kept for a grace period.
  // toolFolders: checks app/tools/<family>/<slug>/ and serves `virtual:tool-slugs` (docs/decisions/008-tool-folders.md).
  // runnerPreloads: `virtual:runner-preloads`, the chunks each tool page's runner needs (routes/tool).
  // compileHints: V8's compile-everything hint on the chunks hydration runs (compiled off the main thread).
  // precompressPlugin: brotli/gzip copies of the client files, sent by server/static-assets.ts.
  plugins: [
    tailwindcss(),
    appIcons({ collections: ["lucide", "ri"] }),
    buildManifestPlugin(),
    toolFolders(),
    runnerPreloads(),
    reactRouter(),
    compileHints(),
    precompressPlugin(),
  ],
  // ocrModelsAlias: the OCR model files as `?url` assets (app/tools/engines/ocr).
  resolve: { tsconfigPaths: true, alias: [ocrModelsAlias] },
});
