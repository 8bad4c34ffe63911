/**
 * A QR-looking pattern for the simulated payment step. It is not a real QR
 * code (nothing here can take a real payment): a deterministic picture drawn
 * from the order number, with the three finder squares people recognise, so
 * the dialog looks like the checkout users know. No external image.
 */
export const QR_SIZE = 25;

/** FNV-1a, then xorshift32: the same order number always draws the same pattern. */
function seededRandom(seed: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  let state = h || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 0x100000000;
  };
}

function inFinder(x: number, y: number): boolean | null {
  const corners = [
    [0, 0],
    [QR_SIZE - 7, 0],
    [0, QR_SIZE - 7],
  ];
  for (const [cx, cy] of corners as [number, number][]) {
    const dx = x - cx;
    const dy = y - cy;
    // The finder plus its one-module white margin.
    if (dx >= -1 && dx <= 7 && dy >= -1 && dy <= 7) {
      if (dx < 0 || dx > 6 || dy < 0 || dy > 6) return false;
      const ring = Math.min(dx, dy, 6 - dx, 6 - dy);
      return ring !== 1;
    }
  }
  return null;
}

/** Dark modules as [x, y] pairs on a QR_SIZE × QR_SIZE grid. */
export function qrModules(seed: string): [number, number][] {
  const random = seededRandom(seed);
  const dark: [number, number][] = [];
  for (let y = 0; y < QR_SIZE; y += 1) {
    for (let x = 0; x < QR_SIZE; x += 1) {
      const finder = inFinder(x, y);
      const on = finder ?? random() < 0.5;
      if (on) dark.push([x, y]);
    }
  }
  return dark;
}
