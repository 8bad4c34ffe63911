/**
 * Test support (imported only by *.test.tsx, never by a runner): the props the
 * tool page gives a runner, as spies. A free visitor by default; `slug`, `name`,
 * `query` and any prop can be overridden (`plan: VIP_PLAN` for a member).
 *
 * `setSettings` records its calls and, like the page, applies the patch to
 * `settings` (`null` removes a key); the runner sees the change on its next
 * render. A test that needs the page's navigation never to land passes
 * `setSettings: vi.fn()`; one that needs a re-render on every change keeps the
 * settings in React state in a small harness.
 */
import { vi } from "vitest";
import { applySettingsPatch, type ToolPlan, type ToolRunnerProps } from "./tool-definition";

/** A member (会员): batches, word lists, long history. */
export const VIP_PLAN: ToolPlan = {
  loggedIn: true,
  isVip: true,
  dailyRuns: 500,
  batchLimit: 50,
  historyDays: 180,
  wordLists: 1,
};
/** A logged-in free account. */
export const FREE_PLAN: ToolPlan = {
  loggedIn: true,
  isVip: false,
  dailyRuns: 20,
  batchLimit: 1,
  historyDays: 3,
  wordLists: 0,
};
/** A visitor who has not logged in (the default). */
const VISITOR_PLAN: ToolPlan = {
  loggedIn: false,
  isVip: false,
  dailyRuns: 10,
  batchLimit: 1,
  historyDays: 7,
  wordLists: 0,
};

export function fakeRunnerProps(
  options: { slug?: string; name?: string; query?: string } & Partial<ToolRunnerProps> = {},
): ToolRunnerProps {
  const { slug = "tool", name = "工具", query = "", ...patch } = options;
  const props: ToolRunnerProps = {
    tool: { slug, name, isVip: false },
    plan: VISITOR_PLAN,
    settings: new URLSearchParams(query),
    setSettings: vi.fn((change: Record<string, string | null>) => {
      applySettingsPatch(props.settings, change);
    }),
    initialInput: null,
    requestRun: vi.fn(async () => true),
    saveHistory: vi.fn(),
    share: vi.fn(async () => {}),
    wordList: { words: null, save: vi.fn(async () => ({ ok: true as const })) },
    ...patch,
  };
  return props;
}
