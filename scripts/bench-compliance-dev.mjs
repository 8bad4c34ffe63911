// The `--dev` report of bench-compliance.mjs (compliance/README.md, "Quality and speed"): the tuning
// part's train and dev folds per kind, beside the round-start engine on the same sentences, and the
// train fold's errors. The held-back part is neither printed nor summarised here, so that it can be
// measured once, at the end of a round. A change that mends train but not dev fits sentences, not kinds.
const pct = (x) => `${(x * 100).toFixed(1)} %`;
const FOLDS = ["train", "dev", "dev-fresh"];

export function printDev(labelled, start, json) {
  const part = (name, parts = labelled.parts) => parts.find((p) => p.part === name);
  if (json) {
    const pick = ({ part: p, violations, recall, lawful, falsePositiveRate, kinds }) => ({
      part: p,
      violations,
      recall,
      lawful,
      falsePositiveRate,
      kinds,
    });
    process.stdout.write(`${JSON.stringify({ parts: FOLDS.map((f) => pick(part(f))) }, null, 2)}\n`);
    return;
  }
  console.log(`Compliance engine, dev mode (no held-back figure): before = ${start.engine} on the same sentences`);
  for (const f of FOLDS) {
    const p = part(f);
    const b = part(f, start.parts);
    const was = b ? ` (before ${pct(b.recall)} / ${pct(b.falsePositiveRate)})` : "";
    console.log(
      `  ${f.padEnd(9)} recall ${pct(p.recall).padStart(8)}  FP ${pct(p.falsePositiveRate).padStart(7)}${was}  [${p.violations} violations, ${p.lawful} lawful, notices ${p.noticesRight}/${p.notices}]`,
    );
  }
  const t = part("train");
  const d = part("dev");
  console.log(
    `  gap train → dev: recall ${((t.recall - d.recall) * 100).toFixed(1)} points, FP ${((d.falsePositiveRate - t.falsePositiveRate) * 100).toFixed(1)} points`,
  );
  console.log(`  ${"kind".padEnd(14)}${FOLDS.map((f) => `${f.padStart(10)} before`).join("  ")}`);
  const names = [...new Set(part("tuning").kinds.map((k) => k.kind))];
  for (const name of names) {
    const cells = FOLDS.map((f) => {
      const k = part(f).kinds.find((x) => x.kind === name);
      const b = part(f, start.parts)?.kinds.find((x) => x.kind === name);
      if (!k) return `${"—".padStart(10)} ${"".padStart(6)}`;
      const was = b ? `${b.right}/${b.cases}` : "—";
      return `${`${k.right}/${k.cases}`.padStart(10)} ${was.padStart(6)}`;
    });
    console.log(`  ${name.padEnd(14)}${cells.join("  ")}`);
  }
  // Errors of the train fold only: dev is read as figures, never as sentences to fix.
  for (const o of labelled.outcomes.filter((x) => !x.right && x.case.fold === "train" && x.case.kind !== "debatable"))
    console.log(
      `  · [${o.case.kind}] ${o.case.industry} 「${o.case.text.replaceAll("\n", " ")}」${o.findings.length ? ` ← ${o.findings.map((x) => `${x.level}:${x.term}`).join("、")}` : ""}`,
    );
}
