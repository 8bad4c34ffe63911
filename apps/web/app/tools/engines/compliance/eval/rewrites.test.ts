// @vitest-environment node
// 一键替换 on every sentence of the labelled set (decision 009, "Rewrites that read as Chinese"):
// no 禁用 finding may remain and no phrase of BROKEN_PHRASES (nor two stops side by side) may appear where a
// rewrite landed.
import { describe, expect, it } from "vitest";
import { analyze } from "../engine";
import { applyRewrites, BROKEN_PHRASES, DOUBLED_STOPS } from "../rewrite";
import { LABELLED_SET } from "./labelled-set";
import { optionsFor } from "./score-labelled";

describe("一键替换 on the labelled set", () => {
  const results = LABELLED_SET.map((c) => {
    const options = optionsFor(c);
    const { text, hunks } = applyRewrites(c.text, analyze(c.text, options).findings);
    return {
      c,
      text,
      hunks,
      left: analyze(text, options).findings.filter((f) => f.level === "禁用" && f.kind !== "notice"),
    };
  });

  it("rewrites hundreds of sentences", () => {
    expect(results.filter((r) => r.hunks.length > 0).length).toBeGreaterThan(300);
  });

  it("leaves no 禁用 finding", () => {
    const left = results.filter((r) => r.left.length).map((r) => `${r.c.text} → ${r.text}`);
    expect(left).toEqual([]);
  });

  it("leaves no broken phrase where a rewrite landed", () => {
    const broken: string[] = [];
    for (const r of results) {
      // Re-find each hunk in the output: the window around it must read as Chinese.
      let shift = 0;
      for (const h of r.hunks) {
        if (h.rule === "notice") continue;
        const at = h.start + shift;
        const window = r.text.slice(Math.max(0, at - 3), at + h.after.length + 4);
        if ([...BROKEN_PHRASES, DOUBLED_STOPS].some((re) => re.test(window))) broken.push(`${r.c.text} → ${r.text}`);
        shift += h.after.length - (h.end - h.start);
      }
    }
    expect(broken).toEqual([]);
  });

  it("a deletion between two stops takes one of them (…100%。[deleted]。 → …100%。)", () => {
    const text = "配料：生牛乳100%。市面上没有任何一款同类产品能做到。";
    expect(applyRewrites(text, analyze(text).findings).text).toBe("配料：生牛乳100%。");
  });

  it("deletes rather than splices when no rewrite fits (绝对正品 → 正品)", () => {
    const text = "绝对正品，质量绝对过硬。";
    expect(applyRewrites(text, analyze(text).findings).text).toBe("正品，质量过硬。");
  });
});
