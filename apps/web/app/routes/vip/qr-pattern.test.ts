import { describe, expect, it } from "vitest";
import { QR_SIZE, qrModules } from "./qr-pattern";

describe("qrModules", () => {
  it("is deterministic per order number and differs between orders", () => {
    expect(qrModules("VIP20261125000000000001")).toEqual(qrModules("VIP20261125000000000001"));
    expect(qrModules("VIP20261125000000000001")).not.toEqual(qrModules("VIP20261125000000000002"));
  });

  it("draws the three finder squares with their hollow ring", () => {
    const dark = new Set(qrModules("x").map(([x, y]) => `${x},${y}`));
    const corners: [number, number][] = [
      [0, 0],
      [QR_SIZE - 7, 0],
      [0, QR_SIZE - 7],
    ];
    for (const [cx, cy] of corners) {
      expect(dark.has(`${cx},${cy}`)).toBe(true); // outer ring
      expect(dark.has(`${cx + 1},${cy + 1}`)).toBe(false); // white ring
      expect(dark.has(`${cx + 3},${cy + 3}`)).toBe(true); // centre
    }
    // the margin next to the top-left finder is white
    expect(dark.has("7,0")).toBe(false);
  });

  it("stays inside the grid", () => {
    for (const [x, y] of qrModules("VIP1")) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThan(QR_SIZE);
    }
  });
});
