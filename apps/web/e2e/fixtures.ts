import { test as base, expect, type Browser, type BrowserContext } from "@playwright/test";

/**
 * Every test fails on a console error or an uncaught page error in any page it opens (epic-stack's "fail on
 * console.error" habit, in the browser): the default `page`/`context`, popups, and contexts the test makes
 * itself with `browser.newContext()` / `browser.newPage()`. Nothing to opt into. A test where an error is
 * the point names it: `allowConsoleErrors(/pattern/)`.
 */
class ConsoleGuard {
  private readonly allowed: RegExp[] = [];
  private readonly watched = new WeakSet<BrowserContext>();
  readonly problems: string[] = [];

  allow = (pattern: RegExp) => {
    this.allowed.push(pattern);
  };

  private report(kind: string, text: string, where: string) {
    if (this.allowed.some((re) => re.test(text))) return;
    this.problems.push(`${kind}: ${text}${where ? ` (${where})` : ""}`);
  }

  /** Listens on the whole context: every page in it, now and later (popups, `context.newPage()`). */
  watch(context: BrowserContext) {
    if (this.watched.has(context)) return;
    this.watched.add(context);
    context.on("console", (msg) => {
      if (msg.type() !== "error") return;
      const { url } = msg.location();
      this.report("console.error", msg.text(), url);
    });
    context.on("weberror", (webError) =>
      this.report("page error", webError.error().message, webError.page()?.url() ?? ""),
    );
  }
}

/** The guard of the test running in this worker (a worker runs one test at a time). */
let current: ConsoleGuard | null = null;

/** Contexts a test creates itself are watched by the running test's guard. */
function watchNewContexts(browser: Browser) {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser["newContext"]>) => {
    const context = await newContext(...args);
    current?.watch(context);
    return context;
  };
}

export const test = base.extend<{ consoleGuard: ConsoleGuard; allowConsoleErrors: (pattern: RegExp) => void }>({
  browser: [
    async ({ browser }, use) => {
      watchNewContexts(browser);
      await use(browser);
    },
    { scope: "worker" },
  ],
  consoleGuard: [
    // Playwright reads the fixtures a function needs from its destructuring pattern: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const guard = new ConsoleGuard();
      current = guard;
      try {
        await use(guard);
      } finally {
        current = null;
      }
      expect(guard.problems, "console errors / uncaught page errors during the test").toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, consoleGuard }, use) => {
    consoleGuard.watch(context);
    await use(context);
  },
  allowConsoleErrors: async ({ consoleGuard }, use) => use(consoleGuard.allow),
});

export { expect };
