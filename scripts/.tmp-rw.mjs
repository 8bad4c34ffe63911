import path from "node:path";
const { build } = await import("esbuild");
const dir = path.resolve("apps/web/app/tools/engines/compliance");
const r = await build({ stdin: { contents: 'export { analyze, applyRewrites } from "./engine.ts"; export { LABELLED_SET } from "./eval/labelled-set.ts"; export { optionsFor } from "./eval/score-labelled.ts";', resolveDir: dir, loader: "ts" }, bundle: true, write: false, format: "esm", platform: "neutral", logLevel: "silent" });
const m = await import(`data:text/javascript;base64,${Buffer.from(r.outputFiles[0].text).toString("base64")}`);
let bad=0;
for (const c of m.LABELLED_SET) {
  const o = m.optionsFor(c);
  const { findings } = m.analyze(c.text, o);
  const { text } = m.applyRewrites(c.text, findings);
  if (text === c.text) continue;
  const left = m.analyze(text, o).findings.filter((f) => f.level === "禁用" && f.kind !== "notice");
  if (left.length || process.argv.includes("--all")) { bad += left.length ? 1 : 0; console.log(`${left.length ? "✗" : " "} ${c.text} → ${text}  ${left.map((f) => f.term + ":" + f.rule).join(",")}`); }
}
console.log("bad", bad);
