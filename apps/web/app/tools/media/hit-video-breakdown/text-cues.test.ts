import { describe, expect, it } from "vitest";
import { similarity, textCues } from "./text-cues";

describe("textCues", () => {
  it("joins the same line on consecutive readings into one timed cue", () => {
    const cues = textCues(
      [
        { time: 0, lines: ["全网最低价"] },
        { time: 0.5, lines: ["全网最低价"] },
        { time: 1, lines: ["全网最低介"] },
        { time: 1.5, lines: [] },
        { time: 2, lines: ["限时抢购"] },
      ],
      0.5,
      3,
    );
    expect(cues).toMatchObject([
      { start: 0, end: 1.5, text: "全网最低价" },
      { start: 2, end: 2.5, text: "限时抢购" },
    ]);
  });

  it("tracks two lines on screen at once, and a line that comes back later is a new cue", () => {
    const cues = textCues(
      [
        { time: 0, lines: ["到手价 99 元", "点击下方链接"] },
        { time: 1, lines: ["点击下方链接", "到手价 99 元"] },
        { time: 2, lines: ["新品上市"] },
        { time: 3, lines: ["到手价 99 元"] },
      ],
      1,
      3.5,
    );
    expect(cues.map((c) => [c.text, c.start, c.end])).toEqual([
      ["到手价 99 元", 0, 2],
      ["点击下方链接", 0, 2],
      ["新品上市", 2, 3],
      ["到手价 99 元", 3, 3.5],
    ]);
  });

  it("keeps the longer reading of a partly covered line, and never runs past the video", () => {
    const cues = textCues(
      [
        { time: 4, lines: ["买一送"] },
        { time: 4.5, lines: ["买一送一"] },
      ],
      0.5,
      4.8,
    );
    expect(cues).toMatchObject([{ start: 4, end: 4.8, text: "买一送一" }]);
    expect(similarity("a b", "ab")).toBe(1);
    expect(similarity("", "")).toBe(1);
  });
});
