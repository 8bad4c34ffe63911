import { describe, expect, it } from "vitest";
import { mergeCues } from "./merge-cues";

describe("mergeCues", () => {
  it("joins the same subtitle on consecutive frames, tolerating an OCR slip, and keeps the longer reading", () => {
    const cues = mergeCues(
      [
        { time: 0, band: ["全网最低价"], rest: ["年货节"] },
        { time: 0.5, band: ["全网最低价"], rest: ["年货节"] },
        { time: 1, band: ["全网最低份"], rest: ["年货节"] },
        { time: 1.5, band: ["加微信领优惠"], rest: [] },
        { time: 2, band: [], rest: [] },
        { time: 2.5, band: ["全网最低价"], rest: [] },
      ],
      0.5,
      3,
    );
    expect(cues.map((c) => [c.place, c.text, c.start, c.end])).toEqual([
      ["字幕", "全网最低价", 0, 1.5],
      ["画面文字", "年货节", 0, 1.5],
      ["字幕", "加微信领优惠", 1.5, 2],
      ["字幕", "全网最低价", 2.5, 3],
    ]);
  });
});
