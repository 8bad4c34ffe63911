/**
 * Test support (imported only by *.test.tsx, never by a runner): the props the
 * tool page gives a runner, as spies. A free visitor by default; `slug`,
 * `query` and any prop can be overridden.
 */
import { vi } from "vitest";
import type { ToolRunnerProps } from "./tool-definition";

export function fakeRunnerProps(options: { slug?: string; name?: string; query?: string } & Partial<ToolRunnerProps> = {}): ToolRunnerProps {
  const { slug = "tool", name = "工具", query = "", ...patch } = options;
  return {
    tool: { slug, name, isVip: false },
    plan: { loggedIn: false, isVip: false, dailyRuns: 10, batchLimit: 1, historyDays: 7, wordLists: 0 },
    settings: new URLSearchParams(query),
    setSettings: vi.fn(),
    initialInput: null,
    requestRun: vi.fn(async () => true),
    saveHistory: vi.fn(),
    share: vi.fn(async () => {}),
    wordList: { words: null, save: vi.fn(async () => ({ ok: true as const })) },
    ...patch,
  };
}
