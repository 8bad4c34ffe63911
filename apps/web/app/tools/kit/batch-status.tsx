/**
 * What a runner shows before and during its work, the same in every tool: the dashed "nothing yet" hint
 * that says what will appear, and a batch's progress (a bar, "已检测 3 / 5 张", 取消 while it runs).
 */
import type { ReactNode } from "react";
import { buttonClass } from "../../components/ui/button";

/** The hint shown where results will appear, before there are any. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed border-gray-300 p-4 text-sm text-muted">{children}</p>;
}

/**
 * A batch's progress line: `value` of `max` (files, or bytes when `max` counts bytes), the count in words as
 * `children` (its element carries `testId` for the e2e specs), a 取消 button while `onCancel` is given, and
 * whatever else belongs on the line (`actions`, e.g. 全部下载).
 */
export function BatchProgress({
  value,
  max,
  label,
  testId,
  onCancel,
  actions,
  children,
}: {
  value: number;
  max: number;
  /** The bar's accessible name, e.g. 检测进度. */
  label: string;
  testId: string;
  onCancel?: () => void;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm" role="status">
      <progress max={Math.max(1, max)} value={Math.min(value, max)} aria-label={label} className="h-2 w-40" />
      <span data-testid={testId}>{children}</span>
      {onCancel ? (
        <button type="button" className={buttonClass} onClick={onCancel}>
          取消
        </button>
      ) : null}
      {actions}
    </div>
  );
}
