import { afterEach, beforeEach, vi } from "vitest";
import { format } from "node:util";

/**
 * A unit test fails on a console.error it did not ask for (the browser suite does the same, e2e/fixtures.ts):
 * React's warnings (act, keys, hydration), jsdom's "not implemented" and our own logged failures are bugs
 * until a test says otherwise. A test that expects one replaces the implementation itself, which also keeps
 * the output quiet: `vi.spyOn(console, "error").mockImplementation(() => {})`, then assert on the spy.
 */
let unexpected: string[] = [];

beforeEach(() => {
  unexpected = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    unexpected.push(format(...args));
  });
});

afterEach(() => {
  const seen = unexpected;
  unexpected = [];
  if (seen.length > 0) {
    throw new Error(
      `Unexpected console.error during the test (spy on console.error in the test if it is expected):\n${seen.join("\n---\n")}`,
    );
  }
});
