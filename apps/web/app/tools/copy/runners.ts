import type { RunnerLoader } from "../tool-definition";

/** The copy family's runners by slug: each its own chunk, loaded only on that tool's page (tools/runners.ts). */
export const copyRunners: Record<string, RunnerLoader> = {
  "hashtag-suggest": () => import("./hashtag-suggest/hashtag-suggest-runner"),
  readability: () => import("./readability-runner"),
  "selling-points": () => import("./selling-points/selling-points-runner"),
  "title-analyzer": () => import("./title-analyzer-runner"),
  "wechat-layout-check": () => import("./wechat-layout-check-runner"),
  "word-count": () => import("./word-count-runner"),
  "word-frequency": () => import("./word-frequency-runner"),
  "xhs-note-check": () => import("./xhs-note-check-runner"),
};
