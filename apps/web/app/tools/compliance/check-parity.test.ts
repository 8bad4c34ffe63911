// @vitest-environment node
// The page, the batch mode and the check:copy CLI give the same findings for the same text and
// industry, on every sentence of the labelled set (engines/compliance/README.md, "Quality and speed").
// The page and the batch mode call the engine through compliance/check.ts (the batch with
// notices off, per line); the CLI is spawned as a team would run it, once per industry and mode
// with every sentence of that industry in one run (--lines, --texts).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { check } from "./check";
import type { Finding, IndustryKey } from "../engines/compliance/types";
import { LABELLED_SET } from "../engines/compliance/eval/labelled-set";

const ROOT = fileURLToPath(new URL("../../../../../", import.meta.url));
const CLI = path.join(ROOT, "scripts/check-copy.mjs");

type Slim = Pick<Finding, "term" | "start" | "end" | "level" | "rule" | "basis" | "variant">;
const slim = (findings: readonly Finding[]): Slim[] =>
  findings.map(({ term, start, end, level, rule, basis, variant }) =>
    variant ? { term, start, end, level, rule, basis, variant } : { term, start, end, level, rule, basis },
  );

function cli(args: string[], input: string): unknown {
  const r = spawnSync(process.execPath, [CLI, "--json", ...args, "-"], { cwd: ROOT, input, encoding: "utf8" });
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout);
}

describe("page, batch and CLI agree on the labelled set", { timeout: 120_000 }, () => {
  const oneLine = LABELLED_SET.filter((c) => !c.text.includes("\n"));
  const industries = [...new Set(oneLine.map((c) => c.industry))];

  it.each(industries)("--lines in %s equals the batch mode's findings, line by line", (industry) => {
    const cases = oneLine.filter((c) => c.industry === industry);
    const fromCli = cli(["--lines", "--industry", industry], cases.map((c) => c.text).join("\n")) as Array<{
      findings: Slim[];
    }>;
    const batch = cases.map((c) => ({
      findings: slim(
        check(c.text, { industry: industry as IndustryKey, allowList: [], extraTerms: [], notices: false }),
      ),
    }));
    expect(fromCli).toEqual(batch);
  });

  // Every labelled text as one whole text (notices on), one CLI run per industry (--texts takes a
  // JSON array of whole texts through the same analysis as a single text).
  it.each(industries)("whole texts (notices on) in %s equal the page's findings", (industry) => {
    const cases = LABELLED_SET.filter((c) => c.industry === industry);
    const fromCli = cli(["--texts", "--industry", industry], JSON.stringify(cases.map((c) => c.text)));
    const page = cases.map((c) => ({
      findings: slim(check(c.text, { industry: c.industry, allowList: [], extraTerms: [] })),
    }));
    expect(fromCli).toEqual(page);
  });

  it("a single text on stdin (the default mode) equals the page's findings", () => {
    const c = LABELLED_SET.find((x) => x.kind === "notice" && x.text.includes("\n"))!;
    const page = slim(check(c.text, { industry: c.industry, allowList: [], extraTerms: [] }));
    expect(cli(["--industry", c.industry], c.text)).toEqual({ findings: page });
  });
});
