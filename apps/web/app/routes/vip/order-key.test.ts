import { describe, expect, it, vi } from "vitest";
import { ORDER_KEY, newOrderKey } from "./order-key";

describe("newOrderKey", () => {
  it("is a fresh key the provider accepts", () => {
    const a = newOrderKey();
    const b = newOrderKey();
    expect(a).toMatch(ORDER_KEY);
    expect(a).not.toBe(b);
  });

  it("works where randomUUID is missing (plain-http pages)", () => {
    const real = globalThis.crypto;
    vi.stubGlobal("crypto", { getRandomValues: real.getRandomValues.bind(real) });
    try {
      expect(newOrderKey()).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
