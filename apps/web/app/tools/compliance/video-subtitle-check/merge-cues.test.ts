import { describe, expect, it } from "vitest";
import { mergeCues } from "./merge-cues";

describe("mergeCues", () => {
  it("joins the same subtitle on consecutive frames, tolerating an OCR slip, and keeps the longer reading", () => {
    const { cues, flickers } = mergeCues(
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
    expect(flickers).toBe(0);
  });

  it("leaves out one-frame flickers of a busy background (short or unsure) and counts them; a held line stays", () => {
    const sure = (text: string) => ({ text, confidence: 0.97 });
    const { cues, flickers } = mergeCues(
      [
        {
          time: 0,
          band: [sure("限时特价"), { text: "T", confidence: 0.99 }],
          rest: [{ text: "enys", confidence: 0.6 }],
        },
        { time: 0.5, band: [sure("限时特价"), { text: "门", confidence: 0.7 }], rest: [sure("新品")] },
        { time: 1, band: [{ text: "420", confidence: 0.93 }], rest: [sure("新品")] },
      ],
      0.5,
      1.5,
    );
    expect(cues.map((c) => [c.place, c.text])).toEqual([
      ["字幕", "限时特价"],
      ["画面文字", "新品"],
      ["字幕", "420"],
    ]);
    expect(flickers).toBe(3);
  });

  it("a reading reused for an unchanged picture is not another sighting: texture read once stays a flicker", () => {
    const noise = [{ text: "电", confidence: 0.9 }];
    const { cues, flickers } = mergeCues(
      [
        { time: 0, band: [], rest: noise, restFresh: true },
        { time: 0.5, band: [], rest: noise, restFresh: false },
        { time: 1, band: [], rest: noise, restFresh: false },
        { time: 1.5, band: [], rest: [{ text: "年货节", confidence: 0.9 }], restFresh: true },
        { time: 2, band: [], rest: [{ text: "年货节", confidence: 0.9 }], restFresh: true },
      ],
      0.5,
      2.5,
    );
    expect(cues.map((c) => [c.text, c.start, c.end])).toEqual([["年货节", 1.5, 2.5]]);
    expect(flickers).toBe(1);
  });
});
