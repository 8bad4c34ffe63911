/**
 * The one chunk failure no module code can handle (spec §4, §8): React
 * Router's hydration script statically imports the first page's route
 * modules, so when one of them cannot be loaded nothing of ours runs and the
 * page would stay a lifeless copy of the server HTML.
 *
 * {@link HydrationFailureFallback} renders, in the document, the error page
 * (the same `ErrorPageBody` the error boundary shows, hidden) and an inline
 * classic script. On {@link HYDRATION_CHECK_EVENT} (boot/deferred-scripts.tsx
 * dispatches it when the page's modules cannot be fetched or throw while they
 * load) the script checks whether React Router's
 * script ran; if not, it reloads the page through the reload guard (key,
 * JSON shape and ttl from reload-guard.ts), and when the guard refuses it
 * moves the hidden error page into `<main>`, fills in the path, shows it
 * and wires 刷新. Crawlers
 * keep the server-rendered content (spec §8); the failure is logged.
 */
import { CHUNK_ERROR_COPY, ERROR_PAGE_LAYOUT, ErrorPageBody, RELOAD_BUTTON_ATTRIBUTE } from "../components/error-page";
import { CRAWLER_USER_AGENT } from "../lib/crawler";
import { LOG_PREFIX } from "../deploy/chunk-reload";
import { RELOAD_GUARD_KEY, RELOAD_GUARD_TTL_MS } from "../deploy/reload-guard";

export const HYDRATION_FAILURE_ID = "hydration-failure";

/** Dispatched on window when the page's module script failed (see the top of this file). */
export const HYDRATION_CHECK_EVENT = "app:hydration-check";

/** The inline script's source. Touches the DOM by id and attribute only: nothing is parsed as HTML. */
export function hydrationFailureScript(): string {
  const constants = {
    id: HYDRATION_FAILURE_ID,
    reload: RELOAD_BUTTON_ATTRIBUTE,
    key: RELOAD_GUARD_KEY,
    ttl: RELOAD_GUARD_TTL_MS,
    log: LOG_PREFIX,
    bot: [CRAWLER_USER_AGENT.source, CRAWLER_USER_AGENT.flags],
    event: HYDRATION_CHECK_EVENT,
  };
  /* eslint-disable no-var -- serialised by toString() into a classic inline script that runs when module scripts failed: old syntax so it parses anywhere */
  const body = function (c: typeof constants) {
    var handled = false;
    addEventListener(c.event, function () {
      if (handled || "__reactRouterRouteModules" in window) return;
      // Once per document: a second failing module must not reload twice.
      handled = true;
      var path = location.pathname + location.search + location.hash;
      if (new RegExp(c.bot[0]!, c.bot[1]).test(navigator.userAgent)) {
        console.error(c.log + " 页面脚本加载失败；爬虫访问，保留服务端渲染的内容");
        return;
      }
      var entry: { path?: unknown; expires?: unknown } = {};
      try {
        entry = JSON.parse(sessionStorage.getItem(c.key) || "{}") || {};
      } catch (_error) {
        entry = {};
      }
      if (!(entry.path === path && typeof entry.expires === "number" && entry.expires > Date.now())) {
        try {
          sessionStorage.setItem(c.key, JSON.stringify({ path: path, expires: Date.now() + c.ttl }));
        } catch (_error) {
          // Reload without the guard rather than not at all.
        }
        console.error(c.log + " 页面脚本加载失败，重新加载页面");
        location.reload();
        return;
      }
      console.error(c.log + " 页面脚本仍无法加载，显示错误页");
      var page = document.getElementById(c.id);
      if (!page) return;
      var main = document.getElementById("main");
      if (main) main.replaceChildren(page);
      else document.body.prepend(page);
      var where = page.querySelector("code");
      if (where) where.textContent = location.pathname + location.search;
      page.hidden = false;
      var again = page.querySelector("[" + c.reload + "]");
      if (again) {
        again.addEventListener("click", function () {
          location.reload();
        });
      }
      var heading = page.querySelector("h1");
      if (heading) heading.focus();
    });
  };
  /* eslint-enable no-var */
  return `(${body.toString()})(${JSON.stringify(constants)});`;
}

const HYDRATION_FAILURE_SCRIPT = hydrationFailureScript();

/** Place in the root Layout before `<Scripts>`. */
export function HydrationFailureFallback({ nonce }: { nonce: string }) {
  return (
    <>
      {/* Hidden unless React never starts; data-nosnippet keeps it out of search snippets. */}
      <div id={HYDRATION_FAILURE_ID} hidden role="alert" data-nosnippet="" className={ERROR_PAGE_LAYOUT}>
        {/* The path is filled in by the script: the page's text stays free of a second copy of it. */}
        <ErrorPageBody status={500} title={CHUNK_ERROR_COPY.title} description={CHUNK_ERROR_COPY.description} path="" />
      </div>
      {/* The browser hides the nonce after parsing, so the client's "" differs from the server's. */}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: HYDRATION_FAILURE_SCRIPT }} />
    </>
  );
}
