import { escapeHtml } from "../lib/html.ts";

const STYLE = `
  body { font-family: system-ui, -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif; margin: 0; color: #1f1f1f; background: #fafafa; }
  main { max-width: 720px; margin: 40px auto; padding: 0 20px; }
  h1 { font-size: 22px; } .note { color: #666; font-size: 14px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 8px 16px; background: #fff; padding: 16px; border-radius: 8px; border: 1px solid #eee; }
  dt { color: #666; } dd { margin: 0; word-break: break-all; } code { font-family: ui-monospace, monospace; }
  ul { margin: 0; padding-left: 18px; } .empty { color: #999; }
  .users { display: grid; gap: 12px; } form { margin: 0; }
  button { width: 100%; text-align: left; padding: 14px 16px; border: 1px solid #ffd2a8; border-radius: 8px; background: #fff; font-size: 16px; cursor: pointer; }
  button:hover, button:focus-visible { border-color: #fb8c00; outline: 2px solid #fb8c00; }
  button small { display: block; color: #666; font-size: 13px; margin-top: 4px; }
  .error { background: #fff1f0; border: 1px solid #ffccc7; padding: 16px; border-radius: 8px; }
`;

/** A tiny orange tile: the stand-ins' pages need an icon, or Chromium logs a /favicon.ico 404. */
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#fb8c00"/><path d="M9 22V10h4.5a4 4 0 0 1 0 8H13" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

/** Inline, so no request is made (the creative stand-in answers every path with its page). */
const FAVICON_HREF = `data:image/svg+xml,${encodeURIComponent(FAVICON_SVG)}`;

/** A small standalone HTML page for the sibling-site stand-ins (Chinese, no external assets). */
export function htmlPage(title: string, body: string, inlineScript = ""): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="icon" type="image/svg+xml" href="${FAVICON_HREF}">
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
${inlineScript ? `<script>${inlineScript}</script>` : ""}
</body>
</html>`;
}
