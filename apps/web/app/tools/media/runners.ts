import type { RunnerLoader } from "../tool-definition";

/** The media family's runners by slug: each its own chunk, loaded only on that tool's page (tools/runners.ts). */
export const mediaRunners: Record<string, RunnerLoader> = {
  "cover-crop": () => import("./cover-crop-runner"),
  "hit-video-breakdown": () => import("./hit-video-breakdown/breakdown-runner"),
  "image-compress": () => import("./image-compress-runner"),
  "image-spec": () => import("./image-spec-runner"),
  "material-dedupe": () => import("./dedupe-runner"),
  palette: () => import("./palette-runner"),
  "safe-area": () => import("./safe-area-runner"),
  "video-spec": () => import("./video-spec-runner"),
};
