/**
 * Daily runs of visitors who are not logged in, counted in this browser only
 * (localStorage, per tool per Asia/Shanghai day): the free plan's 20 per tool.
 * Nothing is sent anywhere; at the limit the page asks them to log in, after
 * which the stand-in counts (routes/tool-runs.ts in apps/api).
 */
import { chinaDay } from "./china-day";

export const ANONYMOUS_DAILY_RUNS = 20;
const PREFIX = "tool-runs:";

export function quotaKey(slug: string, now: Date): string {
  return `${PREFIX}${slug}:${chinaDay(now)}`;
}

function read(storage: Storage, key: string): number {
  const value = Number(storage.getItem(key));
  return Number.isInteger(value) && value > 0 ? value : 0;
}

export function anonymousUsed(slug: string, now: Date, storage: Storage = localStorage): number {
  try {
    return read(storage, quotaKey(slug, now));
  } catch {
    return 0;
  }
}

/**
 * Counts one run unless the day's runs are used up. Older days' keys are
 * dropped on the way so the storage does not grow.
 */
export function takeAnonymousRun(
  slug: string,
  now: Date,
  storage: Storage = localStorage,
): { ok: true; used: number } | { ok: false; used: number } {
  const key = quotaKey(slug, now);
  try {
    const used = read(storage, key);
    if (used >= ANONYMOUS_DAILY_RUNS) return { ok: false, used };
    for (let i = storage.length - 1; i >= 0; i--) {
      const other = storage.key(i);
      if (other && other.startsWith(`${PREFIX}${slug}:`) && other !== key) storage.removeItem(other);
    }
    storage.setItem(key, String(used + 1));
    return { ok: true, used: used + 1 };
  } catch {
    // Storage blocked (private mode, quota): count nothing rather than block the work.
    return { ok: true, used: 0 };
  }
}
