// One way for a Node script to use the app's TypeScript modules: re-export them from `contents`, resolved in
// `resolveDir`, bundled by esbuild in memory (the scripts stay plain .mjs; no build step). `importTs` imports
// the bundle as a data: URL; `bundleTs` returns its code (check-copy.mjs caches it on disk). `plugins` replace
// modules where a script needs to (train-compliance-genre.mjs).
export async function bundleTs(contents, resolveDir, plugins = []) {
  const { build } = await import("esbuild");
  const result = await build({
    stdin: { contents, resolveDir, loader: "ts" },
    bundle: true,
    write: false,
    format: "esm",
    platform: "neutral",
    target: "node20",
    logLevel: "silent",
    plugins,
  });
  return result.outputFiles[0].text;
}

export async function importTs(contents, resolveDir, plugins = []) {
  const code = await bundleTs(contents, resolveDir, plugins);
  return import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`);
}
