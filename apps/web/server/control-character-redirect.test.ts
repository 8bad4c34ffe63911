import { describe, expect, it, vi } from "vitest";
import type { Request, Response } from "express";
import { controlCharacterRedirect } from "./control-character-redirect";

function run(originalUrl: string) {
  const redirect = vi.fn();
  const res = { set: vi.fn().mockReturnThis(), redirect } as unknown as Response;
  const next = vi.fn();
  controlCharacterRedirect({ originalUrl } as Request, res, next);
  return { redirect, next };
}

describe("controlCharacterRedirect", () => {
  it("passes ordinary paths through", () => {
    expect(run("/some/path?q=%0A").next).toHaveBeenCalled();
  });

  it.each([
    ["/%0A//evil.example", "/evil.example"],
    ["/%09/evil.example?q=1", "/evil.example?q=1"],
    ["/a%0d%0aSet-Cookie:x", "/aSet-Cookie:x"],
    ["/%7F%1F%5Cevil", "/%5Cevil"],
  ])("%s → %s on this origin", (from, to) => {
    const { redirect, next } = run(from);
    expect(next).not.toHaveBeenCalled();
    expect(redirect).toHaveBeenCalledWith(302, to);
    expect(new URL(to, "http://site.test").origin).toBe("http://site.test");
  });
});
