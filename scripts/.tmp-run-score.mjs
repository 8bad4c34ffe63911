import path from "node:path";
const { build } = await import("esbuild");
const dir = path.resolve("apps/web/app/tools/engines/compliance");
const r = await build({ stdin: { contents: 'export { scoreLabelled } from "./eval/score-labelled.ts";', resolveDir: dir, loader: "ts" }, bundle: true, write: false, format: "esm", platform: "neutral", logLevel: "silent" });
const m = await import(`data:text/javascript;base64,${Buffer.from(r.outputFiles[0].text).toString("base64")}`);
const { parts, outcomes } = m.scoreLabelled();
const pct = (x) => (x * 100).toFixed(1);
for (const p of parts) {
  console.log(`${p.part}: recall ${pct(p.recall)} (${p.caught}/${p.violations}) fp ${pct(p.falsePositiveRate)} (${p.falsePositives}/${p.lawful}) naive ${pct(p.naiveRecall)}/${pct(p.naiveFalsePositiveRate)} notices ${p.noticesRight}/${p.notices}`);
  console.log("  " + p.kinds.map((k) => `${k.kind} ${k.right}/${k.cases}`).join("  "));
}
if (process.argv.includes("--json")) {
  const fs = await import("node:fs");
  fs.writeFileSync(process.argv[process.argv.indexOf("--json") + 1], JSON.stringify(parts.map(({ part, violations, caught, recall, lawful, falsePositives, falsePositiveRate, naiveRecall, naiveFalsePositiveRate, notices, noticesRight, kinds }) => ({ part, violations, caught, recall, lawful, falsePositives, falsePositiveRate, naiveRecall, naiveFalsePositiveRate, notices, noticesRight, kinds })), null, 1));
}
if (process.argv.includes("--misses")) {
  for (const o of outcomes) if (!o.right && o.case.part === "tuning") console.log(`✗ ${o.case.kind} ${o.case.industry} 「${o.case.text}」 ${o.findings.filter(f=>f.level!=="提示").map(f=>`${f.level}:${f.term}`).join(",")}`);
}
