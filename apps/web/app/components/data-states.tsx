/**
 * The three states every data section shows besides its content: loading
 * (client transitions), empty and error. Shared by all four screens so the
 * wording and the accessibility semantics stay the same everywhere.
 *
 * - LoadingState is `role="status"` (polite): screen readers hear it once.
 * - ErrorState is `role="alert"`: a failed section is announced.
 * - The retry action re-runs the route's loaders (useRevalidator) with JS and
 *   is a plain link to the same URL without it, so it works before hydration.
 */
import type { ReactNode } from "react";
import { useLocation, useRevalidator } from "react-router";

const boxClass = "flex flex-col items-center justify-center gap-2 rounded-lg border px-4 py-8 text-center text-sm";

export function LoadingState({ label = "正在加载…", className = "" }: { label?: string; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={`${boxClass} border-gray-200 bg-gray-50 text-muted ${className}`}>
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-gray-300 border-t-brand-700"
      />
      <span>{label}</span>
    </div>
  );
}

export function EmptyState({
  title = "暂无内容",
  description,
  action,
  className = "",
}: {
  title?: string;
  description?: ReactNode;
  /** E.g. a reset link: `<Link to="/tools-index">查看全部工具</Link>`. */
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div role="status" className={`${boxClass} border-dashed border-gray-300 bg-white text-muted ${className}`}>
      <p className="font-bold text-ink">{title}</p>
      {description ? <p>{description}</p> : null}
      {action ? <div className="mt-1">{action}</div> : null}
    </div>
  );
}

export function ErrorState({
  title = "加载失败",
  message = "服务暂时不可用，请稍后重试。",
  retry = true,
  onRetry,
  className = "",
}: {
  title?: string;
  /** The provider's Chinese message, or our own; always text, never HTML. */
  message?: string;
  /** Show the retry action (re-runs the page's loaders). */
  retry?: boolean;
  /** Custom retry (e.g. a fetcher reload); defaults to revalidating the route. */
  onRetry?: () => void;
  className?: string;
}) {
  return (
    <div role="alert" className={`${boxClass} border-red-200 bg-red-50 text-red-800 ${className}`}>
      <p className="font-bold">{title}</p>
      <p>{message}</p>
      {retry ? <RetryLink onRetry={onRetry} /> : null}
    </div>
  );
}

function RetryLink({ onRetry }: { onRetry?: () => void }) {
  const location = useLocation();
  const revalidator = useRevalidator();
  const busy = revalidator.state === "loading";
  return (
    <a
      href={`${location.pathname}${location.search}`}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        // With JS: refetch in place, keeping scroll and form input.
        event.preventDefault();
        if (busy) return;
        if (onRetry) onRetry();
        else void revalidator.revalidate();
      }}
      className="mt-1 inline-flex min-h-9 items-center rounded-md border border-red-300 bg-white px-3 py-1.5 font-medium text-red-800 hover:bg-red-100"
    >
      {busy ? "正在重试…" : "重试"}
    </a>
  );
}
