import type { RunnerLoader } from "../tool-definition";

/** The compliance family's runners by slug: each its own chunk, loaded only on that tool's page (tools/runners.ts). */
export const complianceRunners: Record<string, RunnerLoader> = {
  "banned-words": () => import("./ui/banned-words-tool"),
  "diversion-words": () => import("./ui/diversion-words-tool"),
  "extreme-words": () => import("./ui/extreme-words-tool"),
  "image-text-check": () => import("./image-text-check/image-text-check-tool"),
  "industry-sensitive": () => import("./ui/industry-sensitive-tool"),
  "live-script-check": () => import("./ui/live-script-tool"),
  "video-subtitle-check": () => import("./ui/video-subtitle-tool"),
};
