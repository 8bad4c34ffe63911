// One way for a Node script to use the app's TypeScript modules: re-export them from `contents`, resolved in
// `resolveDir`, bundled by esbuild in memory and imported as a data: URL (the scripts stay plain .mjs; no build
// step, no files written). `plugins` replace modules where a script needs to (train-compliance-genre.mjs).
export async function importTs(contents, resolveDir, plugins = []) {
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
  return import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString("base64")}`);
}
