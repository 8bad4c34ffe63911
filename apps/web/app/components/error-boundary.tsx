/**
 * The one error boundary (spec §8; shape of epic-stack's GeneralErrorBoundary):
 * a status map renders 404 / 500 / other pages in Chinese inside the site's
 * header and footer, with the path, 返回首页 and a real 刷新 button. Stack
 * traces only in development. Routes may pass their own `statusHandlers`.
 *
 * Three special cases, in this order:
 * 1. A chunk-load error (deploy removed old files, flaky network) reloads the
 *    page through the reload guard (deploy/chunk-reload.ts). Only when the guard
 *    refuses does the error page with 刷新 show: no reload loop.
 * 2. Crawlers (lib/crawler.ts) never get a client-side error page for a
 *    runtime error: the error is logged and the content already on screen
 *    (server-rendered, then hydrated) stays. React has not committed the
 *    boundary yet when it renders, so the old markup of the app shell
 *    ({@link AppShell}) is still in the DOM and is kept as it is. HTTP errors
 *    from the server (a real 404) are shown to crawlers like to people.
 * 3. A page-validation 404 (lib/validate-page.ts) shows `Page Not Found: <path>`.
 */
import { useEffect, useRef, useState, type ReactNode } from "react";
import { isRouteErrorResponse, useLocation, useRouteError, type ErrorResponse } from "react-router";
import { isChunkLoadError, reloadOnce, willRecoverFromChunkError } from "../deploy/chunk-reload";
import { isCrawler } from "../lib/crawler";
import { isPageNotFound } from "../lib/validate-page";
import { CHUNK_ERROR_COPY, ERROR_PAGE_LAYOUT, ErrorPageBody } from "./error-page";
import { PageShell } from "./page-shell";

const APP_SHELL_SELECTOR = "[data-app-shell]";

/**
 * Wraps the app's normal output (root `App`) so the boundary can find the
 * last good markup. `display: contents`: no box of its own, no layout change.
 */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div data-app-shell="" className="contents">
      {children}
    </div>
  );
}

export interface ErrorInfo<E = unknown> {
  error: E;
  /** Path with query, as the visitor sees it in the address bar. */
  path: string;
}

export type StatusHandler = (info: ErrorInfo<ErrorResponse>) => ReactNode;

const defaultStatusHandlers: Record<number, StatusHandler> = {
  404: ({ error, path }) => (
    <ErrorPage
      status={404}
      title="页面不存在"
      description="你访问的页面不存在，可能是链接有误或内容已下架。"
      path={path}
      detail={isPageNotFound(error) ? error.data.message : undefined}
    />
  ),
};

function defaultStatusHandler({ error, path }: ErrorInfo<ErrorResponse>) {
  if (error.status >= 500) return <ServerErrorPage path={path} status={error.status} />;
  return (
    <ErrorPage
      status={error.status}
      title="无法打开此页面"
      description={`请求未能完成（${error.status}${error.statusText ? ` ${error.statusText}` : ""}）。`}
      path={path}
    />
  );
}

function unexpectedErrorHandler({ error, path }: ErrorInfo) {
  if (isChunkLoadError(error)) {
    return (
      <ErrorPage
        status={500}
        title={CHUNK_ERROR_COPY.title}
        description={CHUNK_ERROR_COPY.description}
        path={path}
        stack={stackOf(error)}
      />
    );
  }
  return <ServerErrorPage path={path} status={500} stack={stackOf(error)} />;
}

function ServerErrorPage({ path, status, stack }: { path: string; status: number; stack?: string }) {
  return (
    <ErrorPage
      status={status}
      title="页面出错了"
      description="抱歉，页面遇到了问题。请稍后刷新重试。"
      path={path}
      stack={stack}
    />
  );
}

function stackOf(error: unknown): string | undefined {
  // Never in production: stacks leak internals and mean nothing to visitors.
  if (!import.meta.env.DEV) return undefined;
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

export function GeneralErrorBoundary({
  statusHandlers,
  defaultStatusHandler: renderDefault = defaultStatusHandler,
  unexpectedErrorHandler: renderUnexpected = unexpectedErrorHandler,
}: {
  statusHandlers?: Record<number, StatusHandler>;
  defaultStatusHandler?: StatusHandler;
  unexpectedErrorHandler?: (info: ErrorInfo) => ReactNode;
}) {
  const error = useRouteError();
  const location = useLocation();
  const path = location.pathname + location.search;
  const href = path + location.hash;

  const reloading = willRecoverFromChunkError(error, href);
  // Read during the first render, before React replaces the old markup (see the file comment).
  const [keptMarkup] = useState(() => (reloading ? null : crawlerKeptMarkup(error)));

  useEffect(() => {
    if (keptMarkup !== null) {
      console.error(
        `[error-boundary] 不为爬虫渲染错误页（User-Agent: ${navigator.userAgent}），保留已渲染的内容：`,
        error,
      );
    } else if (isChunkLoadError(error)) {
      // At the failing navigation's target: React Router commits the error there.
      reloadOnce(href);
    } else if (!isRouteErrorResponse(error)) {
      console.error(error);
    }
  }, [error, href, keptMarkup]);

  if (keptMarkup !== null) {
    return <div data-app-shell="" className="contents" dangerouslySetInnerHTML={{ __html: keptMarkup }} />;
  }
  if (reloading) return <ReloadingPage />;

  if (isRouteErrorResponse(error)) {
    const handler = statusHandlers?.[error.status] ?? defaultStatusHandlers[error.status] ?? renderDefault;
    return <>{handler({ error, path })}</>;
  }
  return <>{renderUnexpected({ error, path })}</>;
}

function crawlerKeptMarkup(error: unknown): string | null {
  if (typeof document === "undefined" || isRouteErrorResponse(error) || !isCrawler()) return null;
  // Our own markup, rendered a moment ago by React from the server's HTML; not outside input.
  return document.querySelector(APP_SHELL_SELECTOR)?.innerHTML ?? null;
}

function Chrome({ children, title }: { children: ReactNode; title: string }) {
  return (
    <>
      {/* React hoists these into <head>. */}
      <title>{`${title} - 营销工具箱`}</title>
      <meta name="robots" content="noindex" />
      <PageShell mainClassName={`${ERROR_PAGE_LAYOUT} flex-1`}>{children}</PageShell>
    </>
  );
}

function ReloadingPage() {
  return (
    <Chrome title="正在加载">
      <p role="status" className="text-muted">
        网站已更新，正在加载最新版本…
      </p>
    </Chrome>
  );
}

export function ErrorPage({
  status,
  title,
  description,
  path,
  detail,
  stack,
}: {
  status: number;
  title: string;
  description: string;
  path: string;
  /** A technical line worth showing, e.g. `Page Not Found: /x?y=z`. Text only. */
  detail?: string;
  stack?: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // A client-side error replaces the page: move keyboard and screen-reader focus to the news.
    heading.current?.focus();
  }, []);
  return (
    <Chrome title={title}>
      <ErrorPageBody
        status={status}
        title={title}
        description={description}
        path={path}
        detail={detail}
        headingRef={heading}
      />
      {stack ? (
        <pre className="mt-4 w-full overflow-auto rounded bg-gray-900 p-4 text-xs text-gray-100">{stack}</pre>
      ) : null}
    </Chrome>
  );
}
