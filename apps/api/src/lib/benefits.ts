/**
 * What a plan allows, as numbers (the 会员中心 benefit table in data/plans.ts, made true):
 * daily runs per tool 20 / 500 / unlimited (Asia/Shanghai day), batch 1 / 50 / 200,
 * history 3 / 180 (年卡 365) / 365 days, custom word lists 0 / 1 / 10.
 */
import type { Db } from "../db.ts";
import type { UserRow } from "../repos/users.ts";
import { membershipOf } from "../repos/users.ts";
import { sql } from "./sql.ts";
import { chinaDate } from "./time.ts";

export type Benefits = {
  level: 0 | 1 | 2;
  /** null = unlimited. */
  dailyRuns: number | null;
  batchLimit: number;
  historyDays: number;
  wordLists: number;
};

const ONE_DAY_MS = 24 * 60 * 60 * 1000;

/** A paid year plan within the last year: 个人 VIP 年卡 keeps history 365 days. */
function hasActiveYearPlan(db: Db, userId: number, now: Date): boolean {
  const since = new Date(now.getTime() - 366 * ONE_DAY_MS).toISOString();
  return (
    sql<[number, string], { one: number }>(
      db,
      `SELECT 1 AS one FROM orders o JOIN plans p ON p.id = o.plan_id
       WHERE o.user_id = ? AND o.status = 'paid' AND p.period = 'year' AND o.paid_at > ? LIMIT 1`,
    ).get(userId, since) !== undefined
  );
}

export function benefitsOf(db: Db, user: UserRow, now: Date): Benefits {
  const { level } = membershipOf(user, now);
  if (level === 2) return { level, dailyRuns: null, batchLimit: 200, historyDays: 365, wordLists: 10 };
  if (level === 1) {
    return {
      level,
      dailyRuns: 500,
      batchLimit: 50,
      historyDays: hasActiveYearPlan(db, user.id, now) ? 365 : 180,
      wordLists: 1,
    };
  }
  return { level: 0, dailyRuns: 20, batchLimit: 1, historyDays: 3, wordLists: 0 };
}

/** The next 00:00 in Beijing (UTC+8, no daylight saving), as an ISO UTC instant. */
export function nextChinaMidnight(now: Date): string {
  return new Date(Date.parse(`${chinaDate(now)}T00:00:00+08:00`) + ONE_DAY_MS).toISOString();
}
