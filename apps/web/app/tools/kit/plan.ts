/**
 * The viewer's plan as numbers (the 会员中心 benefit table, apps/api/src/data/plans.ts):
 * runs per tool per day 20 / 500 / unlimited, batch 1 / 50 / 200, history
 * 3 / 180 (年卡 365) / 365 days, custom word lists 0 / 1 / 10. For logged-in
 * users the stand-in's answer (GET /v1/tools/:slug/runs → plan) wins, because
 * only it knows about a year plan.
 */
import type { ToolPlan } from "../tool-definition";

export type ServerPlan = {
  level: 0 | 1 | 2;
  dailyRuns: number | null;
  batchLimit: number;
  historyDays: number;
  wordLists: number;
};

const BY_LEVEL: Record<0 | 1 | 2, Omit<ServerPlan, "level">> = {
  0: { dailyRuns: 20, batchLimit: 1, historyDays: 3, wordLists: 0 },
  1: { dailyRuns: 500, batchLimit: 50, historyDays: 180, wordLists: 1 },
  2: { dailyRuns: null, batchLimit: 200, historyDays: 365, wordLists: 10 },
};

export function planFor(user: { vipLevel: number; isVip: boolean } | null, server: ServerPlan | null): ToolPlan {
  if (!user) return toPlan(false, false, BY_LEVEL[0]);
  const level = (user.isVip ? Math.min(Math.max(user.vipLevel, 1), 2) : 0) as 0 | 1 | 2;
  // The server's numbers only when they are for the same level (a payment may have just changed it).
  const numbers = server && server.level === level ? server : BY_LEVEL[level];
  return toPlan(true, level > 0, numbers);
}

function toPlan(loggedIn: boolean, isVip: boolean, n: Omit<ServerPlan, "level">): ToolPlan {
  return {
    loggedIn,
    isVip,
    dailyRuns: n.dailyRuns ?? Infinity,
    batchLimit: n.batchLimit,
    historyDays: n.historyDays,
    wordLists: n.wordLists,
  };
}
