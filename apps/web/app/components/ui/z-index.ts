/**
 * One module-wide z-index counter shared by every overlay of the UI kit (messages, message boxes), as
 * Element Plus does (behaviour reference §1.7): base 2000, each overlay takes the next value, so whatever
 * opened last sits on top.
 */
export const Z_INDEX_BASE = 2000;

let counter = 0;

/** Allocates the next z-index (the first overlay of a page gets 2001). */
export function nextZIndex(): number {
  counter += 1;
  return Z_INDEX_BASE + counter;
}

/** Test helper: start counting from the base again. */
export function resetZIndex(): void {
  counter = 0;
}
