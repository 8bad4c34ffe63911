import { describe, expect, it } from "vitest";
import { FrameCredits } from "./text-frames";

describe("FrameCredits", () => {
  it("lets the worker post a few text frames ahead, then waits until the page has read one", async () => {
    const credits = new FrameCredits(2);
    const posted: number[] = [];
    const worker = (async () => {
      for (let i = 0; i < 4; i++) {
        await credits.take();
        posted.push(i);
      }
    })();
    await new Promise((r) => setTimeout(r, 0));
    expect(posted).toEqual([0, 1]);
    credits.give();
    await new Promise((r) => setTimeout(r, 0));
    expect(posted).toEqual([0, 1, 2]);
    credits.give();
    await worker;
    expect(posted).toEqual([0, 1, 2, 3]);
  });
});
