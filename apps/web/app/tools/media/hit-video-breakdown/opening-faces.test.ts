import { describe, expect, it } from "vitest";
import { FaceError, type FaceDetector } from "../../engines/face/face-client";
import type { FaceResult } from "../../engines/face/face-protocol";
import { describeFaces, openingFaces } from "./opening-faces";

const picture = (time: number) => ({ time, blob: new Blob([String(time)], { type: "image/jpeg" }) });

/** A detector that "finds" the faces listed per picture (by the picture's bytes, its time). */
function fakeDetector(
  facesAt: Record<string, { w: number; h: number; score: number }[]>,
  opts: { loadFails?: boolean } = {},
) {
  const calls: string[] = [];
  const detector: FaceDetector = {
    load: () => (opts.loadFails ? Promise.reject(new FaceError("load", "人脸检测模型加载失败")) : Promise.resolve()),
    detect: async (source) => {
      const key = await (source as Blob).text();
      calls.push(key);
      const faces = (facesAt[key] ?? []).map((f) => ({
        box: { x: 0, y: 0, w: f.w, h: f.h },
        score: f.score,
        label: 0,
      }));
      return { width: 360, height: 640, faces, ms: 1 } satisfies FaceResult;
    },
    dispose: () => undefined,
  };
  return { detector, calls };
}

describe("faces in the first 3 seconds", () => {
  it("looks at every opening picture the worker hands over and keeps each face's share of the frame", async () => {
    const { detector, calls } = fakeDetector({
      "0": [{ w: 0.5, h: 0.25, score: 0.97 }],
      "0.5": [
        { w: 0.1, h: 0.1, score: 0.9 },
        { w: 0.4, h: 0.2, score: 0.88 },
      ],
    });
    const run = openingFaces(detector, new AbortController().signal);
    run.take([picture(0), picture(0.5), picture(1)]);
    const result = await run.result();
    expect(calls).toEqual(["0", "0.5", "1"]);
    expect(result).toEqual({
      frames: [
        { time: 0, faces: [{ share: 0.125, score: 0.97 }] },
        {
          time: 0.5,
          faces: [
            { share: 0.08000000000000002, score: 0.88 },
            { share: 0.010000000000000002, score: 0.9 },
          ],
        },
        { time: 1, faces: [] },
      ],
    });
    if (!("frames" in result)) throw new Error("no frames");
    const summary = describeFaces(result.frames);
    expect(summary.withFaces.map((f) => f.time)).toEqual([0, 0.5]);
    expect(summary.largestShare).toBe(0.125);
    expect(summary.mostFaces).toBe(2);
  });

  it("says why faces are missing when the model cannot load, and the rest of the analysis stands", async () => {
    const { detector } = fakeDetector({}, { loadFails: true });
    const run = openingFaces(detector, new AbortController().signal);
    run.take([picture(0)]);
    expect(await run.result()).toEqual({ error: "人脸检测模型加载失败" });
  });

  it("rejects when the analysis is cancelled", async () => {
    const { detector } = fakeDetector({});
    const controller = new AbortController();
    const run = openingFaces(detector, controller.signal);
    controller.abort();
    run.take([picture(0)]);
    await expect(run.result()).rejects.toThrow("已取消");
  });

  it("finds no face in a video without one", () => {
    expect(describeFaces([{ time: 0, faces: [] }])).toEqual({ withFaces: [], largestShare: 0, mostFaces: 0 });
  });
});
