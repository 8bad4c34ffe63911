/**
 * Stand-in for the sibling creative (editor) site on CREATIVE_PORT. Whatever path and
 * query arrive are shown back, so the hand-off (spec §2 rule 2, 使用模板) can be seen
 * and asserted in e2e tests through the data-testid hooks.
 */
import { Hono } from "hono";
import type { Config } from "../config.ts";
import { escapeHtml } from "../lib/html.ts";
import { htmlPage } from "./page.ts";

// The hash never reaches a server, so a tiny inline script reads it in the browser.
const SHOW_HASH = `(function () {
  var hash = location.hash;
  try { hash = decodeURIComponent(hash); } catch (e) {}
  document.querySelector('[data-testid="hash"]').textContent = hash;
})();`;

export function createCreativeSite(config: Config) {
  const app = new Hono();

  app.get("*", (c) => {
    const url = new URL(c.req.url);
    const params = [...url.searchParams.entries()];
    const token = url.searchParams.get("token");
    const channel = url.searchParams.get(config.channelParam);
    const value = (text: string | null, testId: string) =>
      text === null
        ? `<code data-testid="${testId}"></code><span class="empty">（未携带）</span>`
        : `<code data-testid="${testId}">${escapeHtml(text)}</code>`;
    const query = params.length
      ? `<ul data-testid="query">${params
          .map(
            ([key, val]) =>
              `<li data-testid="query-param" data-key="${escapeHtml(key)}"><code>${escapeHtml(key)}</code> = <code>${escapeHtml(val)}</code></li>`,
          )
          .join("")}</ul>`
      : `<ul data-testid="query"></ul><span class="empty">（无查询参数）</span>`;
    const body = `
<h1>创意设计站（本地替身）</h1>
<p class="note">这是本地开发用的替身页面：它把跳转过来时携带的路径、参数、令牌和渠道标记原样显示出来。</p>
<dl>
  <dt>路径</dt><dd><code data-testid="path">${escapeHtml(decodeURIComponentSafe(url.pathname))}</code></dd>
  <dt>查询参数</dt><dd>${query}<div class="note">原始查询串：<code data-testid="query-string">${escapeHtml(url.search)}</code></div></dd>
  <dt>锚点</dt><dd><code data-testid="hash"></code><noscript><span class="empty">（需启用脚本才能显示）</span></noscript></dd>
  <dt>登录令牌 token</dt><dd>${value(token, "token")}</dd>
  <dt>渠道标记 ${escapeHtml(config.channelParam)}</dt><dd>${value(channel, "channel")}</dd>
</dl>`;
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
    return c.html(htmlPage("创意设计站（本地替身）", body, SHOW_HASH));
  });

  return app;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
