import { test as base, expect } from "@playwright/test";

/**
 * `page` that fails the test on any console error or uncaught page error
 * (epic-stack's "fail on console.error" habit, in the browser). Tests that
 * expect an error call `allowConsoleErrors(pattern)`.
 */
export const test = base.extend<{ allowConsoleErrors: (pattern: RegExp) => void }>({
  allowConsoleErrors: async ({ page }, use) => {
    const allowed: RegExp[] = [];
    const problems: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error" && !allowed.some((re) => re.test(msg.text()))) problems.push(msg.text());
    });
    page.on("pageerror", (err) => {
      if (!allowed.some((re) => re.test(err.message))) problems.push(err.message);
    });
    await use((pattern) => allowed.push(pattern));
    expect(problems, "console errors during the test").toEqual([]);
  },
});

export { expect };
