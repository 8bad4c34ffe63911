// One ESLint flat config for the whole repository: apps/web, apps/api and scripts.
// Run from the root: `npx eslint . --max-warnings 0` (part of `npm run lint` and `npm test`).
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
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

  {
    rules: {
      // The URL sanitisers deliberately match C0 control characters (/[\u0000-\u001f\u007f]/) to strip them the way
      // browsers do; that is the only use of control characters in a pattern here.
      "no-control-regex": "off",
      // `_`-prefixed names mark a deliberately unused binding (e.g. omitting a key by destructuring).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
);
