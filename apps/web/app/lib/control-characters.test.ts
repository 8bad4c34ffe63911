import { describe, expect, it } from "vitest";
import { hasControlCharacters, stripControlCharacters } from "./control-characters";

describe("control characters", () => {
  it("finds and strips C0 controls and DEL, nothing else", () => {
    expect(hasControlCharacters("/a\tb")).toBe(true);
    expect(hasControlCharacters("/a\u007fb")).toBe(true);
    expect(hasControlCharacters("/营销 工具~")).toBe(false);
    expect(stripControlCharacters("/\n/evil.example\r\u0000\u001f\u007f")).toBe("//evil.example");
    expect(stripControlCharacters("/营销 工具?q=a b#x")).toBe("/营销 工具?q=a b#x");
  });

  it("strips every occurrence on repeated calls (no regex lastIndex state)", () => {
    expect(stripControlCharacters("\ta\tb\t")).toBe("ab");
    expect(hasControlCharacters("\t")).toBe(true);
    expect(hasControlCharacters("\t")).toBe(true);
  });
});
