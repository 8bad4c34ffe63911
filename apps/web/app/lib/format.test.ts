import { describe, expect, it } from "vitest";
import { formatCount } from "./format";

describe("formatCount", () => {
  it.each([
    [0, "0"],
    [9999, "9999"],
    [10000, "1万"],
    [12345, "1.2万"],
    [250_000_000, "2.5亿"],
  ])("%d → %s", (n, text) => {
    expect(formatCount(n)).toBe(text);
  });
});
