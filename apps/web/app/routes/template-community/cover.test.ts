import { describe, expect, it } from "vitest";
import { coverAt, coverRatio } from "./cover";

describe("coverRatio", () => {
  it("keeps ordinary ratios and clamps extreme ones", () => {
    expect(coverRatio(800, 800)).toBe(1);
    expect(coverRatio(750, 1000)).toBe(0.75);
    expect(coverRatio(750, 2800)).toBe(0.6);
    expect(coverRatio(900, 383)).toBe(1.6);
  });
});

describe("coverAt", () => {
  it("sets the render width on the provider URL", () => {
    expect(coverAt("http://127.0.0.1:3001/materials/v1/templates/7/cover.svg", 480)).toBe(
      "http://127.0.0.1:3001/materials/v1/templates/7/cover.svg?w=480",
    );
    expect(coverAt("http://x.test/c.svg?w=100", 960)).toBe("http://x.test/c.svg?w=960");
  });

  it("leaves an unparsable URL alone", () => {
    expect(coverAt("not a url", 480)).toBe("not a url");
  });
});
