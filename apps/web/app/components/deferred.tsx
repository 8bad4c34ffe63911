/**
 * A page section whose data streams in (React Router's deferred loader data):
 * the page's shell goes out at once with the section's skeleton in place,
 * and the section replaces it when its promise settles. Loaders bound each
 * promise with `withinBudget` (http/section.ts), so the error state, with 重试,
 * comes by then at the latest. A rejected promise (the stream was cut off)
 * shows the same error state.
 */
import { Suspense, type ReactNode } from "react";
import { Await } from "react-router";
import { ErrorState } from "./data-states";

export function Deferred<T>({
  resolve,
  fallback,
  errorTitle = "加载失败",
  children,
}: {
  resolve: Promise<T> | T;
  /** What stands in while the data is on its way: a skeleton of the section's size. */
  fallback: ReactNode;
  errorTitle?: string;
  children: (value: T) => ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <Await resolve={resolve} errorElement={<ErrorState title={errorTitle} />}>
        {(value: T) => children(value)}
      </Await>
    </Suspense>
  );
}

/**
 * A section's placeholder while its data streams in: the section heading (so
 * the page does not jump when content arrives), and grey blocks the height
 * of the content. Announced once as loading.
 */
export function SectionSkeleton({
  title,
  label,
  blocks = 4,
  blockClassName = "h-28",
}: {
  title?: string;
  label: string;
  blocks?: number;
  blockClassName?: string;
}) {
  return (
    <section className="flex flex-col gap-4" aria-busy="true">
      {title ? <h2 className="text-xl font-bold">{title}</h2> : null}
      <div role="status" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <span className="sr-only">{label}</span>
        {Array.from({ length: blocks }, (_, index) => (
          <span key={index} aria-hidden="true" className={`animate-pulse rounded-lg bg-gray-100 ${blockClassName}`} />
        ))}
      </div>
    </section>
  );
}
