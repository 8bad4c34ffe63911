// One ESLint flat config for the whole repository: apps/web, apps/api and scripts.
// Run from the root: `npx eslint . --max-warnings 0` (part of `npm run lint` and `npm test`).
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { defineConfig, globalIgnores } from "eslint/config";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import importX from "eslint-plugin-import-x";
import tseslint from "typescript-eslint";

export default defineConfig(
  globalIgnores([
    "**/node_modules/",
    "**/build/",
    "**/build-*/",
    "!apps/web/build-tools/",
    "**/.react-router/",
    "**/.data/",
    "**/e2e-artifacts/",
    "**/test-results/",
    "**/playwright-report/",
    "**/coverage/",
  ]),

  {
    linterOptions: {
      // A disable comment that no longer suppresses anything is noise: report it so it gets removed.
      reportUnusedDisableDirectives: "error",
    },
  },

  js.configs.recommended,
  tseslint.configs.recommended,

  // Node code: the stand-in API, the site's server, build/test tooling and the root scripts.
  {
    files: ["**/*.{js,mjs,cjs,ts}"],
    languageOptions: { globals: { ...globals.node } },
  },

  {
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },

  // The site's browser code (routes, components, tools) and its tests.
  {
    files: ["apps/web/app/**/*.{ts,tsx}", "apps/web/tests/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Not e2e/: Playwright fixtures call a parameter named `use`, which the hooks rules would take for React's.
    files: ["apps/web/app/**/*.{ts,tsx}", "apps/web/tests/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    rules: {
      "react-hooks/rules-of-hooks": "error",
      // Also check the SSR-safe layout effect the message hosts define (useLayoutEffect in the browser).
      "react-hooks/exhaustive-deps": ["error", { additionalHooks: "^useIsoLayoutEffect$" }],
      // These two only say what the React Compiler could or could not optimise; the site does not run the Compiler.
      "react-hooks/preserve-manual-memoization": "off",
      "react-hooks/incompatible-library": "off",
    },
  },

  // The import direction of docs/conventions.md ("Import direction"), and no import cycles.
  {
    files: ["apps/web/**/*.{ts,tsx}", "apps/api/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [
        createTypeScriptImportResolver({
          project: ["apps/web/tsconfig.json", "apps/api/tsconfig.json"],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      "import-x/no-cycle": "error",
      "import-x/no-restricted-paths": ["error", { zones: importZones() }],
    },
  },

  {
    rules: {
      // The URL sanitisers deliberately match C0 control characters (/[\u0000-\u001f\u007f]/) to strip them the way
      // browsers do; that is the only use of control characters in a pattern here.
      "no-control-regex": "off",
      // `import { type X } from "m"` keeps `import "m"` for its side effects (verbatim module syntax): on 模板社区 it
      // pulled the server-only schemas and zod (27 KB gzip) into the browser. Type-only imports use `import type`.
      "@typescript-eslint/no-import-type-side-effects": "error",
      // `_`-prefixed names mark a deliberately unused binding (e.g. omitting a key by destructuring).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
);

/**
 * The site's layers (docs/conventions.md, "Import direction"): a folder of `apps/web/app` imports only itself and the
 * folders listed for it; routes, root, the entries and layouts (the top) may import any of them. Tool families import
 * the engines, the kit and the layers below, never another family; engines import no family and no kit. Type-only
 * imports count too: a type is a dependency of the design.
 */
function importZones() {
  const app = (folder) => `apps/web/app/${folder}`;
  const layers = {
    lib: [],
    http: ["lib"],
    session: ["http", "lib"],
    routing: ["session", "http", "lib"],
    deploy: ["lib"],
    "components/ui": [],
    components: ["components/ui", "deploy", "session", "http", "routing", "lib", "tools"],
    boot: ["components", "components/ui", "deploy", "lib"],
    tools: ["components", "components/ui", "session", "http", "routing", "lib"],
  };
  const top = ["routes", "root.tsx", "entry.client.tsx", "entry.server.tsx", "layouts", "boot"];
  const folders = [...new Set([...Object.keys(layers), ...top])];
  const zones = [];
  for (const [folder, allowed] of Object.entries(layers)) {
    // components/ immediately holds the app-wide pieces (its ui/ sub-folder is a layer of its own); the boot's tests
    // render it through the real entry.server.tsx (boot-shape.test.tsx), the top it serves.
    const target =
      folder === "components"
        ? app("components/*.{ts,tsx}")
        : folder === "boot"
          ? app("boot/!(*.test).{ts,tsx}")
          : app(folder);
    const message = `${folder}/ imports only ${allowed.length ? allowed.join(", ") : "itself"} (docs/conventions.md, import direction).`;
    for (const other of folders) {
      if (other === folder || allowed.includes(other)) continue;
      // components/ui is inside components/: one zone covers both when neither is allowed.
      if (other === "components/ui" && !allowed.includes("components")) continue;
      if (other === "components" && (folder === "components/ui" || allowed.includes("components/ui"))) {
        zones.push({ target, from: app("components"), except: ["./ui"], message });
      } else {
        zones.push({ target, from: app(other), message });
      }
    }
  }
  zones.push({
    // Its own server halves and tests aside (icon-sets.server.ts is the icon primitive's server side).
    target: app("components/ui/**/!(*.server|*.test|*.server.test).{ts,tsx}"),
    from: [app("**/*.server.ts"), app("**/*.server.tsx")],
    message: "components/ui never imports a *.server module (docs/conventions.md).",
  });
  const tools = app("tools");
  const notFamilies = new Set(["engines", "kit"]);
  const families = readdirSync(tools, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !notFamilies.has(entry.name))
    .map((entry) => entry.name);
  for (const family of families) {
    for (const other of families) {
      if (other === family) continue;
      zones.push({
        target: `${tools}/${family}`,
        from: `${tools}/${other}`,
        message: "A tool family imports the engines and the kit, never another family (docs/conventions.md).",
      });
    }
    zones.push({
      target: `${tools}/engines`,
      from: `${tools}/${family}`,
      message: "An engine never imports a tool family (docs/conventions.md).",
    });
  }
  zones.push({
    target: `${tools}/engines`,
    from: `${tools}/kit`,
    message: "An engine never imports the page kit (docs/conventions.md).",
  });
  return zones;
}
