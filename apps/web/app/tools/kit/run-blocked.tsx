/**
 * What every runner shows when the page refused a run (quota, login, VIP; tool-definition.ts `requestRun`):
 * what could not run, what to do, and 重试. What the user gave stays where it is.
 */
import type { ReactNode } from "react";

export function RunBlocked({ children, note, onRetry }: { children: ReactNode; note?: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      {children}：请按页面提示登录、开通会员或等次数重置。{note}
      <button
        type="button"
        onClick={onRetry}
        className="ml-2 rounded border border-amber-400 bg-white px-2 py-0.5 font-medium hover:bg-amber-100"
      >
        重试
      </button>
    </div>
  );
}
