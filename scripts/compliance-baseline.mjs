#!/usr/bin/env node
// Scores an earlier version of the compliance engine on TODAY's labelled set, so that the bench's
// "before" column compares engines on the same sentences (compliance/README.md, "Quality and speed").
//
//   node scripts/compliance-baseline.mjs <commit> [label]
//
// Takes apps/web/app/tools/engines/compliance from <commit> (git archive), puts the current
// eval/labelled-set.ts and eval/score-labelled.ts over it, bundles it in memory with esbuild and
// writes eval/baseline-round-start.json (per part and per kind, as eval/baseline-before.json).
import { importTs } from "./import-ts.mjs";
import { execFileSync } from "node:child_process";
import { mkdtempSync, copyFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const REL = "apps/web/app/tools/engines/compliance";
const [commit, label = ""] = process.argv.slice(2);
if (!commit) {
  console.error("usage: node scripts/compliance-baseline.mjs <commit> [label]");
  process.exit(2);
}

const dir = mkdtempSync(path.join(os.tmpdir(), "compliance-baseline-"));
const tar = execFileSync("git", ["-C", ROOT, "archive", commit, REL]);
execFileSync("tar", ["-x", "-C", dir], { input: tar });
const old = path.join(dir, REL);
for (const f of ["eval/labelled-set.ts", "eval/score-labelled.ts"])
  copyFileSync(path.join(ROOT, REL, f), path.join(old, f));

const { scoreLabelled } = await importTs('export { scoreLabelled } from "./eval/score-labelled.ts";', old);
const { parts } = scoreLabelled();
const short = execFileSync("git", ["-C", ROOT, "rev-parse", "--short", commit], { encoding: "utf8" }).trim();
const out = {
  engine: `${short}${label ? ` (${label})` : ""}`,
  measured: new Date().toISOString().slice(0, 10),
  parts,
};
writeFileSync(path.join(ROOT, REL, "eval/baseline-round-start.json"), `${JSON.stringify(out, null, 2)}\n`);
console.log(`wrote ${REL}/eval/baseline-round-start.json for ${out.engine}`);
