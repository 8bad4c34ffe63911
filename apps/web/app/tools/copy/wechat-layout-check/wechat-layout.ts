/**
 * 公众号排版检查: pasted rich text (HTML from the clipboard) or Markdown becomes a
 * safe fragment for a 375 px preview, then the layout is checked against both
 * 公众号 presets. Pasted HTML is hostile until proven otherwise: an allow-list
 * sanitizer keeps known tags and harmless attributes only, drops scripts and
 * event handlers, and never lets the preview load anything remote (remote images
 * become placeholders, CSS url() is removed).
 */
import { checkField, firstChars, graphemes, type FieldResult } from "../counting";
import { platformFieldByKey, previewRules } from "../platform-rules";

const ALLOWED_TAGS = new Set([
  "p",
  "br",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "del",
  "span",
  "section",
  "div",
  "blockquote",
  "ul",
  "ol",
  "li",
  "img",
  "a",
  "figure",
  "figcaption",
  "hr",
  "table",
  "thead",
  "tbody",
  "tr",
  "td",
  "th",
  "pre",
  "code",
  "sup",
  "sub",
  "mark",
  "small",
]);
/** Removed with their content. */
const DROPPED_TAGS = new Set([
  "script",
  "style",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "link",
  "meta",
  "base",
  "form",
  "input",
  "button",
  "textarea",
  "select",
  "option",
  "svg",
  "math",
  "template",
  "noscript",
  "video",
  "audio",
  "source",
  "track",
  "canvas",
  "title",
  "head",
  "portal",
  "dialog",
]);
const SAFE_STYLE_PROPS = new Set([
  "color",
  "background-color",
  "font-size",
  "font-weight",
  "font-style",
  "text-align",
  "text-decoration",
  "text-indent",
  "line-height",
  "letter-spacing",
  "margin",
  "margin-top",
  "margin-bottom",
  "margin-left",
  "margin-right",
  "padding",
  "padding-top",
  "padding-bottom",
  "padding-left",
  "padding-right",
  "border",
  "border-left",
  "border-radius",
  "width",
  "max-width",
  "display",
]);
const UNSAFE_STYLE_VALUE = /url\s*\(|expression|javascript:|@import|\\|image-set|element\s*\(/i;

/** A local placeholder (inline SVG), so the preview never requests a remote image. */
export const IMAGE_PLACEHOLDER =
  "data:image/svg+xml;charset=utf-8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180"><rect width="320" height="180" fill="#eef0f3"/><text x="160" y="96" font-size="16" text-anchor="middle" fill="#5b6270">图片（预览不加载外链）</text></svg>',
  );

function safeStyle(style: string): string {
  return style
    .split(";")
    .map((decl) => {
      const i = decl.indexOf(":");
      if (i === -1) return null;
      const prop = decl.slice(0, i).trim().toLowerCase();
      const value = decl.slice(i + 1).trim();
      if (!SAFE_STYLE_PROPS.has(prop) || UNSAFE_STYLE_VALUE.test(value) || value.length > 200) return null;
      if (prop === "display" && !/^(block|inline|inline-block|none)$/.test(value)) return null;
      return `${prop}: ${value}`;
    })
    .filter(Boolean)
    .join("; ");
}

function safeHref(href: string): string | null {
  const h = href.trim();
  return /^(https?:|mailto:)/i.test(h) ? h : null;
}

/** Local images only (pasted screenshots as data: URLs); everything else is a placeholder. */
function safeImageSrc(src: string): string | null {
  return /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i.test(src.trim()) ? src.trim() : null;
}

export type SanitizeResult = {
  html: string;
  removed: { scripts: number; handlers: number; remoteImages: number; other: number };
};

/** Allow-list sanitizer over DOMParser (browser or jsdom); returns an HTML fragment string. */
export function sanitizeHtml(input: string): SanitizeResult {
  const removed = { scripts: 0, handlers: 0, remoteImages: 0, other: 0 };
  // DOMParser documents are inert: nothing in them runs or loads while we walk them.
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${input}`, "text/html");
  const out = document.implementation.createHTMLDocument("");
  const copy = (from: Node, to: Node) => {
    for (const child of Array.from(from.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) {
        to.appendChild(out.createTextNode(child.textContent ?? ""));
        continue;
      }
      if (child.nodeType !== Node.ELEMENT_NODE) continue; // comments, processing instructions
      const el = child as Element;
      const tag = el.tagName.toLowerCase();
      if (DROPPED_TAGS.has(tag)) {
        if (tag === "script") removed.scripts += 1;
        else removed.other += 1;
        continue;
      }
      if (!ALLOWED_TAGS.has(tag)) {
        copy(el, to); // unknown wrapper (o:p, font, center…): keep the text, lose the tag
        continue;
      }
      const clean = out.createElement(tag);
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase();
        if (name.startsWith("on")) {
          removed.handlers += 1;
          continue;
        }
        if (name === "style") {
          const s = safeStyle(attr.value);
          if (s) clean.setAttribute("style", s);
        } else if (tag === "a" && name === "href") {
          const h = safeHref(attr.value);
          if (h) clean.setAttribute("href", h);
        } else if (tag === "img" && (name === "alt" || name === "width" || name === "height")) {
          clean.setAttribute(name, attr.value.slice(0, 200));
        } else if ((tag === "td" || tag === "th") && (name === "colspan" || name === "rowspan")) {
          clean.setAttribute(name, String(Math.min(50, Number.parseInt(attr.value, 10) || 1)));
        }
        // everything else (src handled below, srcset, class, id, data-*, formaction…) is dropped
      }
      if (tag === "img") {
        const original = el.getAttribute("src") ?? el.getAttribute("data-src") ?? "";
        const local = safeImageSrc(original);
        if (!local) removed.remoteImages += 1;
        clean.setAttribute("src", local ?? IMAGE_PLACEHOLDER);
        if (!clean.hasAttribute("alt")) clean.setAttribute("alt", local ? "图片" : "外链图片（预览不加载）");
        clean.removeAttribute("width");
        clean.removeAttribute("height");
      }
      if (tag === "a") {
        clean.setAttribute("rel", "noopener noreferrer nofollow");
        clean.setAttribute("target", "_blank");
      }
      to.appendChild(clean);
      copy(el, clean);
    }
  };
  copy(doc.body, out.body);
  return { html: out.body.innerHTML, removed };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function inlineMarkdown(text: string): string {
  return escapeHtml(text)
    .replace(/!\[([^\]]*)\]\(([^)\s]+)\)/g, (_m, alt: string, src: string) => `<img alt="${alt}" src="${src}">`)
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_m, label: string, href: string) => `<a href="${href}">${label}</a>`)
    .replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>")
    .replace(/(^|[^*])\*([^*]+)\*/g, "$1<em>$2</em>")
    .replace(/`([^`]+)`/g, "<code>$1</code>");
}

/** A small Markdown subset (headings, lists, quotes, images, links, emphasis) to HTML; sanitize the result too. */
export function markdownToHtml(md: string): string {
  const out: string[] = [];
  let list: "ul" | "ol" | null = null;
  const closeList = () => {
    if (list) out.push(`</${list}>`);
    list = null;
  };
  for (const raw of md.replace(/\r\n/g, "\n").split("\n")) {
    const line = raw.trimEnd();
    const heading = line.match(/^(#{1,6})\s+(.*)$/);
    const ul = line.match(/^\s*[-*+]\s+(.*)$/);
    const ol = line.match(/^\s*\d+[.)]\s+(.*)$/);
    if (heading) {
      closeList();
      out.push(`<h${heading[1]!.length}>${inlineMarkdown(heading[2]!)}</h${heading[1]!.length}>`);
    } else if (ul || ol) {
      const kind = ul ? "ul" : "ol";
      if (list !== kind) {
        closeList();
        out.push(`<${kind}>`);
        list = kind;
      }
      out.push(`<li>${inlineMarkdown((ul ?? ol)![1]!)}</li>`);
    } else if (/^>\s?/.test(line)) {
      closeList();
      out.push(`<blockquote><p>${inlineMarkdown(line.replace(/^>\s?/, ""))}</p></blockquote>`);
    } else if (/^(-{3,}|\*{3,})$/.test(line.trim())) {
      closeList();
      out.push("<hr>");
    } else if (line.trim() === "") {
      closeList();
    } else {
      closeList();
      out.push(`<p>${inlineMarkdown(line)}</p>`);
    }
  }
  closeList();
  return out.join("\n");
}

export type LayoutIssue = { level: "error" | "warn" | "info"; text: string };

export type LayoutReport = {
  text: string;
  paragraphs: { text: string; length: number; phoneLines: number }[];
  longParagraphs: number;
  images: number;
  remoteImages: number;
  headings: { level: number; text: string }[];
  title: { editor: FieldResult; api: FieldResult } | null;
  digest: { text: string; isDefault: boolean; editor: FieldResult; api: FieldResult };
  body: FieldResult;
  issues: LayoutIssue[];
};

/** 公众号 body text at 16–17 px on a 375 px phone: ~ 20 字 per line; > 6 lines is a long block. */
export const WECHAT_CHARS_PER_LINE = 20;
export const WECHAT_MAX_PARAGRAPH_LINES = 6;

/** Check a sanitized fragment (string from sanitizeHtml) with its 标题 / 摘要 inputs. */
export function checkLayout(
  safeHtml: string,
  meta: { title: string; digest: string },
  removedRemoteImages = 0,
): LayoutReport {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${safeHtml}`, "text/html");
  const blocks = Array.from(doc.body.querySelectorAll("p, li, blockquote > p, section > span, div"));
  const paragraphs = blocks
    .filter((el) => !el.querySelector("p, li, div, section"))
    .map((el) => {
      const text = (el.textContent ?? "").trim();
      const length = graphemes(text.replace(/\s+/g, "")).length;
      return { text, length, phoneLines: Math.ceil(length / WECHAT_CHARS_PER_LINE) };
    })
    .filter((p) => p.length > 0);
  const headings = Array.from(doc.body.querySelectorAll("h1, h2, h3, h4, h5, h6")).map((h) => ({
    level: Number(h.tagName[1]),
    text: (h.textContent ?? "").trim(),
  }));
  const images = doc.body.querySelectorAll("img").length;
  const bodyText = (doc.body.textContent ?? "").replace(/\s+/g, " ").trim();
  const field = (key: string) => platformFieldByKey.get(key)!;
  const check = (key: string, text: string) => checkField(graphemes(text), field(key));
  const digestText = meta.digest.trim() || firstChars(bodyText, previewRules.wechatDefaultDigest.chars);
  const report: LayoutReport = {
    text: bodyText,
    paragraphs,
    longParagraphs: paragraphs.filter((p) => p.phoneLines > WECHAT_MAX_PARAGRAPH_LINES).length,
    images,
    remoteImages: removedRemoteImages,
    headings,
    title: meta.title.trim()
      ? { editor: check("wechat-title-editor", meta.title.trim()), api: check("wechat-title-api", meta.title.trim()) }
      : null,
    digest: {
      text: digestText,
      isDefault: meta.digest.trim() === "",
      editor: check("wechat-digest-editor", digestText),
      api: check("wechat-digest-api", digestText),
    },
    body: check("wechat-body", bodyText),
    issues: [],
  };
  const issues = report.issues;
  if (!report.title) issues.push({ level: "warn", text: "还没有填写标题。" });
  else if (report.title.editor.verdict === "over")
    issues.push({ level: "error", text: `标题 ${report.title.editor.used} 字，超过后台编辑器的 64 字。` });
  else if (report.title.api.verdict === "over")
    issues.push({
      level: "warn",
      text: `标题 ${report.title.api.used} 字：后台编辑器可以，但用接口发布（32 字）会失败。`,
    });
  if (report.digest.isDefault) issues.push({ level: "info", text: "没有填写摘要，公众号会默认取正文前 54 个字。" });
  else if (report.digest.editor.verdict === "over")
    issues.push({ level: "error", text: `摘要 ${report.digest.editor.used} 字，超过后台编辑器的 120 字。` });
  if (report.body.verdict === "over")
    issues.push({ level: "error", text: `正文 ${report.body.used} 字符，超过 2 万字符上限。` });
  if (report.longParagraphs > 0)
    issues.push({
      level: "warn",
      text: `${report.longParagraphs} 个段落在手机上超过 ${WECHAT_MAX_PARAGRAPH_LINES} 行，建议拆开。`,
    });
  if (images === 0 && bodyText.length > 800)
    issues.push({ level: "info", text: "正文较长但没有配图，可在段落之间加图缓解阅读疲劳。" });
  if (removedRemoteImages > 0)
    issues.push({
      level: "info",
      text: `${removedRemoteImages} 张外链图片在预览中以占位图显示（不加载外部地址）；发布前需上传到公众号素材库。`,
    });
  if (headings.filter((h) => h.level === 1).length > 1)
    issues.push({ level: "warn", text: "有多个一级标题，正文里建议只用二、三级小标题。" });
  for (let i = 1; i < headings.length; i += 1) {
    if (headings[i]!.level > headings[i - 1]!.level + 1) {
      issues.push({
        level: "warn",
        text: `小标题「${headings[i]!.text}」跳级（H${headings[i - 1]!.level} 后直接 H${headings[i]!.level}）。`,
      });
      break;
    }
  }
  return report;
}
