/**
 * What an error page says (spec §8): status, title, description, the path,
 * an optional technical line, 返回首页 and 刷新. One component for both places
 * that show it: the error boundary (components/error-boundary.tsx) and the
 * fallback the inline hydration-failure script reveals when React never starts
 * (boot/hydration-failure.tsx), so the copy and classes exist once.
 */
import type { Ref } from "react";

/** The box an error page's content sits in (PageShell's `mainClassName`). */
export const ERROR_PAGE_LAYOUT = "mx-auto flex w-full max-w-3xl flex-col items-start gap-4 px-4 py-16";

/** 刷新 carries this attribute so the inline script can wire it up without React. */
export const RELOAD_BUTTON_ATTRIBUTE = "data-error-reload";

export const CHUNK_ERROR_COPY = {
  title: "页面资源加载失败",
  description: "网站可能刚刚更新，或网络不稳定。请点击“刷新”重新加载页面。",
} as const;

export function ErrorPageBody({
  status,
  title,
  description,
  path,
  detail,
  headingRef,
}: {
  status: number;
  title: string;
  description: string;
  path: string;
  /** A technical line worth showing, e.g. `Page Not Found: /x?y=z`. Text only. */
  detail?: string;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <>
      <p className="text-sm font-bold text-brand-700">错误代码 {status}</p>
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-ink">
        {title}
      </h1>
      <p className="text-muted">{description}</p>
      <p className="text-sm text-muted">
        页面地址：<code className="break-all rounded bg-gray-100 px-1.5 py-0.5 text-ink">{path}</code>
      </p>
      {detail ? (
        <p className="text-sm text-muted" data-testid="error-detail">
          {detail}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-3">
        {/* A document load: after an error the app's state is not to be trusted. */}
        <a
          href="/home"
          className="inline-flex min-h-10 items-center rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
        >
          返回首页
        </a>
        <button
          type="button"
          {...{ [RELOAD_BUTTON_ATTRIBUTE]: "" }}
          onClick={() => window.location.reload()}
          className="inline-flex min-h-10 items-center rounded-md border border-gray-300 bg-white px-4 py-2 font-medium text-ink hover:bg-gray-50"
        >
          刷新
        </button>
      </div>
    </>
  );
}
