import { describe, expect, it } from "vitest";
import { stillName, stillTimes } from "./video-stills";

describe("video stills", () => {
  it("takes about 1 s in, a quarter, the middle and three quarters", () => {
    expect(stillTimes(8)).toEqual([1, 2, 4, 6]);
    expect(stillTimes(60)).toEqual([1, 15, 30, 45]);
  });

  it("merges times that coincide in a very short clip and never seeks past the end", () => {
    expect(stillTimes(1)).toEqual([0.3, 0.5, 0.8]);
    expect(stillTimes(0.05)).toEqual([0]);
    expect(stillTimes(Number.NaN)).toEqual([0]);
  });

  it("names each still after its video and time", () => {
    expect(stillName("口播.mp4", 12.5)).toBe("口播.mp4 第12.5秒.jpg");
  });
});
