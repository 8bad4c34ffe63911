import "./fail-on-console-error";
import "@testing-library/jest-dom/vitest";
import { afterAll, afterEach, vi } from "vitest";

// Unmount what Testing Library rendered. Only files that rendered something load it (react-dom and
// Testing Library are the heaviest imports of a unit test file, and most files test pure logic): a file
// that imported it already has it in its module graph, so this import is free there.
afterEach(async () => {
  if (typeof document === "undefined" || document.body.childElementCount === 0) return;
  const { cleanup } = await import("@testing-library/react");
  cleanup();
});

// Pure-logic files share a worker's modules (vitest.config.ts: `isolate: false`): a file that turned on
// fake timers does not leave them on for the next one.
afterAll(() => {
  vi.useRealTimers();
});
