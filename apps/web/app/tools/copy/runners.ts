import type { RunnerLoader } from "../tool-definition";

/** The copy family's runners by slug: each its own chunk, loaded only on that tool's page (tools/runners.ts). */
export const copyRunners: Record<string, RunnerLoader> = {
  readability: () => import("./readability-runner"),
  "title-analyzer": () => import("./title-analyzer-runner"),
  "wechat-layout-check": () => import("./wechat-layout-check-runner"),
  "word-count": () => import("./word-count-runner"),
  "word-frequency": () => import("./word-frequency-runner"),
  "xhs-note-check": () => import("./xhs-note-check-runner"),
};
