// Served by build-tools/runner-preloads-plugin.ts: slug → URLs of the runner's chunk and the chunks it
// imports, from the client build (empty under the dev server and in tests).
declare module "virtual:runner-preloads" {
  export const runnerPreloads: Record<string, string[]>;
}
