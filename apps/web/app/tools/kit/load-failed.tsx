/**
 * What a runner shows when the data it reads from the site (a calendar year, the hook library) did not
 * load: the reason, and 重试 to load it again. What the user chose stays as it is.
 */
import { buttonClass } from "../../components/ui/button";

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-6 text-center text-sm text-red-800"
    >
      <p>{message}</p>
      <button type="button" className={buttonClass} onClick={onRetry}>
        重试
      </button>
    </div>
  );
}
