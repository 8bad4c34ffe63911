import { describe, expect, it } from "vitest";
import { isFlicker, trackLines } from "./timed-lines";

const sure = (text: string) => ({ text, confidence: 0.97 });

describe("trackLines", () => {
  it("keeps a line missed or misread on one sample as one line (a caption over a moving background)", () => {
    const lines = trackLines(
      [
        { time: 0, lines: [sure("到手价九十九元")] },
        { time: 0.5, lines: [] },
        { time: 1, lines: [sure("到手价九十九元")] },
        { time: 1.5, lines: [sure("纹理")] },
        { time: 2, lines: [sure("到手价九十九元")] },
      ],
      0.5,
      3,
    );
    expect(lines.map((l) => [l.text, l.start, l.end, l.seen])).toEqual([
      ["到手价九十九元", 0, 2.5, 3],
      ["纹理", 1.5, 2, 1],
    ]);
  });

  it("starts a new line after two missed samples, and with no bridge after one", () => {
    const readings = [
      { time: 0, lines: [sure("限时抢购")] },
      { time: 0.5, lines: [] },
      { time: 1, lines: [] },
      { time: 1.5, lines: [sure("限时抢购")] },
    ];
    expect(trackLines(readings, 0.5, 2).map((l) => [l.start, l.end])).toEqual([
      [0, 0.5],
      [1.5, 2],
    ]);
    const once = [readings[0]!, readings[1]!, { ...readings[3]!, time: 1 }];
    expect(trackLines(once, 0.5, 2)).toHaveLength(1);
    expect(trackLines(once, 0.5, 2, 0)).toHaveLength(2);
  });

  it("does not count a reused reading as another sighting, so texture read once stays a flicker", () => {
    const [line] = trackLines(
      [
        { time: 0, lines: [{ text: "门", confidence: 0.9 }], fresh: true },
        { time: 0.5, lines: [{ text: "门", confidence: 0.9 }], fresh: false },
      ],
      0.5,
      1,
    );
    expect(line).toMatchObject({ seen: 1, start: 0, end: 1 });
    expect(isFlicker(line!)).toBe(true);
  });
});
