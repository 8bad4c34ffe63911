import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * WCAG 2.0/2.1 A and AA, plus axe's best practices: those hold what WCAG leaves to judgement and the
 * developers' guide asks for anyway (heading order, one <main>, landmarks told apart by name, content
 * inside landmarks). No rule is disabled.
 */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** `include`: a CSS selector to check only that part of the page (e.g. a tool's workspace). */
export type AxeOptions = { tags?: string[]; include?: string };

type Violation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
};

/**
 * Runs axe-core on the whole document and returns its violations. axe runs in the page itself
 * (`axe.run`), injected once per document: @axe-core/playwright's default mode opens a second page for
 * every check to merge per-frame results, which made each check 3–5× slower (1.5–5 s instead of
 * 0.5–1 s) and our pages have no iframes to merge.
 */
export async function axeViolations(page: Page, { tags = AXE_TAGS, include }: AxeOptions = {}): Promise<Violation[]> {
  // CSS transitions and animations (dialog, toast, skeleton fades) settle first: colours mid-fade are not what a person reads.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ values, include }) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (context: Document | { include: string[] }, options: object) => Promise<{ violations: Violation[] }>;
          };
        }
      ).axe;
      // Sections below the fold skip rendering until scrolled near (`render-on-view`, content-visibility:
      // auto), and axe cannot measure contrast on what is not rendered: check the page as a visitor who
      // scrolls through it sees it.
      const everything = document.createElement("style");
      everything.textContent = "*{content-visibility:visible!important}";
      document.head.append(everything);
      const results = await axe
        .run(include ? { include: [include] } : document, {
          runOnly: { type: "tag", values },
          resultTypes: ["violations"],
        })
        .finally(() => everything.remove());
      return results.violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact: impact ?? null,
        help,
        nodes: nodes.map(({ target, failureSummary }) => ({ target: target.map(String), failureSummary })),
      }));
    },
    { values: tags, include },
  );
}

/** Fails (softly: one journey reports every state with a problem) with a readable list of each violation and the nodes it hit. */
export async function expectNoA11yViolations(page: Page, label: string, options: AxeOptions = {}) {
  const violations = await axeViolations(page, options);
  const report = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .map((node) => `    ${node.target.join(" ")} — ${node.failureSummary?.replace(/\n\s*/g, " ")}`)
        .join("\n"),
  );
  expect.soft(report, `axe violations on ${label}`).toEqual([]);
}
