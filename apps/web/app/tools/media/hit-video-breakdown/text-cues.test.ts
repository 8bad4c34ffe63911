import { describe, expect, it } from "vitest";
import { similarity, textCues } from "./text-cues";

describe("textCues", () => {
  it("joins the same line on consecutive readings into one timed cue, tolerating an OCR slip", () => {
    const { cues } = textCues(
      [
        { time: 0, lines: ["全网最低价"] },
        { time: 0.5, lines: ["全网最低价"] },
        { time: 1, lines: ["全网最低介"] },
        { time: 1.5, lines: [] },
        { time: 2, lines: [] },
        { time: 2.5, lines: ["限时抢购"] },
      ],
      [],
      0.5,
      3,
    );
    expect(cues).toMatchObject([
      { start: 0, end: 1.5, text: "全网最低价", place: "band" },
      { start: 2.5, end: 3, text: "限时抢购", place: "band" },
    ]);
  });

  it("tracks the band and the rest of the frame apart, two lines at once, and a line back after a gap as a new cue", () => {
    const { cues } = textCues(
      [
        { time: 0, lines: ["到手价 99 元"] },
        { time: 1, lines: ["到手价 99 元"] },
        { time: 2, lines: [] },
        { time: 3, lines: [] },
        { time: 4, lines: ["到手价 99 元"] },
      ],
      [
        { time: 0, lines: ["点击下方链接", "年货节"] },
        { time: 1, lines: ["年货节", "点击下方链接"] },
        { time: 2, lines: ["新品上市"] },
        { time: 3, lines: ["新品上市"] },
        { time: 4, lines: [] },
      ],
      1,
      4.5,
    );
    expect(cues.map((c) => [c.place, c.text, c.start, c.end])).toEqual([
      ["band", "到手价 99 元", 0, 2],
      ["rest", "点击下方链接", 0, 2],
      ["rest", "年货节", 0, 2],
      ["rest", "新品上市", 2, 4],
      ["band", "到手价 99 元", 4, 4.5],
    ]);
  });

  it("keeps the longer reading of a partly covered line, never runs past the video, and leaves flickers out", () => {
    const { cues, flickers } = textCues(
      [
        { time: 4, lines: ["买一送", { text: "T", confidence: 0.99 }] },
        { time: 4.5, lines: ["买一送一"] },
      ],
      [{ time: 4, lines: [{ text: "纹理字", confidence: 0.7 }] }],
      0.5,
      4.8,
    );
    expect(cues).toMatchObject([{ start: 4, end: 4.8, text: "买一送一" }]);
    expect(flickers).toBe(2);
    expect(similarity("a b", "ab")).toBe(1);
    expect(similarity("", "")).toBe(1);
  });
});
