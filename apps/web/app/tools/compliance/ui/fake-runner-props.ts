/** Fake ToolRunnerProps for the runner tests: records every call the runner makes. */
import { vi } from "vitest";
import type { ToolPlan, ToolRunnerProps } from "../../tool-definition";

export const VIP_PLAN: ToolPlan = { loggedIn: true, isVip: true, dailyRuns: 500, batchLimit: 50, historyDays: 180, wordLists: 1 };
export const FREE_PLAN: ToolPlan = { loggedIn: true, isVip: false, dailyRuns: 20, batchLimit: 1, historyDays: 3, wordLists: 0 };

export function fakeRunnerProps(overrides: Partial<ToolRunnerProps> & { query?: string } = {}) {
  const settings = new URLSearchParams(overrides.query ?? "");
  const props = {
    tool: { slug: "banned-words", name: "违禁词检测", isVip: false },
    plan: VIP_PLAN,
    settings,
    setSettings: vi.fn((patch: Record<string, string | null>) => {
      for (const [k, v] of Object.entries(patch)) {
        if (v === null) settings.delete(k);
        else settings.set(k, v);
      }
    }),
    initialInput: null,
    requestRun: vi.fn(async () => true),
    saveHistory: vi.fn(),
    share: vi.fn(async () => undefined),
    wordList: { words: null, save: vi.fn(async () => ({ ok: true as const })) },
    ...overrides,
  } satisfies ToolRunnerProps;
  return props;
}
