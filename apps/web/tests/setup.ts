import "./fail-on-console-error";
import "@testing-library/jest-dom/vitest";
import { ReadableStream, TextDecoderStream, TextEncoderStream, TransformStream, WritableStream } from "node:stream/web";
import { afterAll, afterEach, vi } from "vitest";

// Components run in jsdom inside a VM context (vitest.config.ts, pool "vmThreads"), where Node's own
// globals do not show through; jsdom has no web streams, which every browser has (the boot script
// streams React Router's context, app/boot/deferred-scripts.tsx).
if (typeof window !== "undefined" && typeof globalThis.ReadableStream === "undefined") {
  Object.assign(globalThis, { ReadableStream, TextDecoderStream, TextEncoderStream, TransformStream, WritableStream });
}

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
