import type { RunnerLoader } from "../tool-definition";

/** The planning family's runners by slug: each its own chunk, loaded only on that tool's page (tools/runners.ts). */
export const planningRunners: Record<string, RunnerLoader> = {
  "best-post-time": () => import("./best-post-time/best-post-time-runner"),
  "budget-planner": () => import("./budget-planner-runner"),
  "campaign-checklist": () => import("./campaign-checklist-runner"),
  "content-schedule": () => import("./content-schedule-runner"),
  "hook-library": () => import("./hook-library-runner"),
  "keyword-expand": () => import("./keyword-expand/keyword-expand-runner"),
  "kol-brief": () => import("./kol-brief-runner"),
  "marketing-calendar": () => import("./marketing-calendar-runner"),
  qrcode: () => import("./qrcode-runner"),
  "roi-calculator": () => import("./roi-calculator-runner"),
  "utm-builder": () => import("./utm-builder-runner"),
};
