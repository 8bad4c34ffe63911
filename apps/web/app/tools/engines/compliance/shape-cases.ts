/**
 * Helpers of the shapes tests (round14-shapes, claims-by-construction, state-medical-shapes): whether a sentence gets
 * a finding that counts, whether a text misses its notice, and a group of flagged sentences beside their lawful
 * look-alikes. "Counts" is score-labelled.ts's definition, so the tests and the scores cannot drift apart.
 */
import { describe, expect, it } from "vitest";
import { analyze } from "./engine";
import { counts } from "./eval/score-labelled";
import type { IndustryKey } from "./types";

/** One sentence checked as the CLI's --lines mode does (no notice checks). */
export const flagged = (text: string, industry: IndustryKey = "general") =>
  counts(analyze(text, { industry, notices: false }).findings);

/**
 * The same without the claim model (claim-model.ts, a heuristic retrained with every round): for a lawful look-alike
 * the rules leave clean but the model scores just over its flag threshold — a false positive of the model, counted
 * in the dev figures, and named as such in the test instead of being swapped for a sentence the model passes.
 */
export const flaggedByRules = (text: string, industry: IndustryKey = "general") =>
  counts(analyze(text, { industry, notices: false, model: false }).findings);

/** A whole text checked with notices on: does it miss the industry's mandatory notice? */
export const missingNotice = (text: string, industry: IndustryKey) => analyze(text, { industry }).notices.length > 0;

/** One group of shapes: each sentence of `flags` gets a finding that counts, none of `clean` does. */
export function shapes(title: string, flags: [string, IndustryKey][], clean: [string, IndustryKey][]) {
  describe(title, () => {
    it.each(flags)("flags 「%s」 (%s)", (text, industry) => expect(flagged(text, industry)).toBe(true));
    it.each(clean)("leaves 「%s」 (%s) clean", (text, industry) => expect(flagged(text, industry)).toBe(false));
  });
}

/**
 * One group of notices: each text of `carrying` carries its industry's mandatory notice in its own words, each of
 * `missing` still lacks it.
 */
export function noticeShapes(title: string, carrying: [string, IndustryKey][], missing: [string, IndustryKey][]) {
  describe(title, () => {
    it.each(carrying)("counts 「%s」 (%s) as carrying the notice", (text, industry) =>
      expect(missingNotice(text, industry)).toBe(false),
    );
    it.each(missing)("still asks for the notice in 「%s」 (%s)", (text, industry) =>
      expect(missingNotice(text, industry)).toBe(true),
    );
  });
}
