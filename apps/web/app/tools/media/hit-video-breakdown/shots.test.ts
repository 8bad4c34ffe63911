import { describe, expect, it } from "vitest";
import { formatTime, paceOf, shotsCsv, shotsFrom } from "./shots";

describe("shots and pace", () => {
  const cuts = [
    { frame: 30, time: 1, score: 0.8 },
    { frame: 120, time: 4, score: 0.8 },
  ];
  const transitions = [{ kind: "dissolve" as const, startFrame: 170, endFrame: 190, start: 5.5, end: 6.5 }];

  it("splits the video at cuts and at the middle of transitions", () => {
    const shots = shotsFrom(cuts, transitions, 10);
    expect(shots.map((s) => [s.start, s.end])).toEqual([
      [0, 1],
      [1, 4],
      [4, 6],
      [6, 10],
    ]);
    const pace = paceOf(shots, 2, 1, 10);
    expect(pace).toMatchObject({
      shots: 4,
      cuts: 2,
      transitions: 1,
      cutsPer10s: 2,
      averageShot: 2.5,
      shortestShot: 1,
      longestShot: 4,
    });
  });

  it("has one shot and no NaN for a video without cuts or without length", () => {
    expect(shotsFrom([], [], 8)).toEqual([{ index: 1, start: 0, end: 8, length: 8 }]);
    const pace = paceOf(shotsFrom([], [], 0), 0, 0, 0);
    expect(Object.values(pace).every(Number.isFinite)).toBe(true);
  });

  it("writes a CSV Excel opens, with the transition that starts each shot and no formula injection", () => {
    const csv = shotsCsv("=cmd.mp4", shotsFrom(cuts, transitions, 10), transitions);
    const lines = csv.replace("\uFEFF", "").trim().split("\r\n");
    expect(lines[0]).toBe("文件,镜头,开始(秒),结束(秒),时长(秒),开头转场");
    expect(lines[1]).toBe("'=cmd.mp4,1,0.000,1.000,1.000,");
    expect(lines[2]).toContain(",硬切");
    expect(lines[4]).toContain(",叠化");
    expect(csv.startsWith("\uFEFF")).toBe(true);
  });

  it("formats times for people", () => {
    expect(formatTime(3.27)).toBe("0:03.27");
    expect(formatTime(75.5)).toBe("1:15.50");
  });
});
