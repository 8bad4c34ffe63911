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

// Files share a worker's environment (vitest.config.ts: `isolate: false`): each starts as if alone.
afterAll(() => {
  vi.useRealTimers();
  if (typeof document === "undefined") return;
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  document.body.replaceChildren();
  window.history.replaceState(null, "", "/");
});
