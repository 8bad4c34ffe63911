/**
 * Builds a screen's `meta` array: Chinese <title> "<页名> - 营销工具箱",
 * description, canonical URL and Open Graph tags, all in the server HTML so
 * crawlers and chat-app link previews see them without running JS.
 *
 * The canonical host comes from the root loader's config (`hosts.adTools`),
 * never from the request's Host header, so a proxy or a spoofed header cannot
 * make us advertise a foreign origin.
 */
import type { MetaDescriptor } from "react-router";
import { rootConfig } from "./root-data";

export const SITE_NAME = "营销工具箱";

export interface SeoInput {
  /** The page's own name, e.g. "工具大全"; the site name is appended. */
  title: string;
  description: string;
  /** Canonical path on this site, e.g. "/tools-index" (may carry a query for crawlable detail URLs). */
  path: string;
  /** Absolute or site-relative image for link previews. */
  image?: string;
  /** Open Graph type; "website" for screens. */
  type?: "website" | "article";
  /** Ask crawlers not to index (e.g. search-result views that would duplicate the screen). */
  noindex?: boolean;
}

type Matches = Parameters<typeof rootConfig>[0];

/** Joins the configured origin and a path; tolerates a missing origin (root loader failed) with a relative URL. */
export function absoluteUrl(origin: string | undefined, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const clean = path.startsWith("/") ? path : `/${path}`;
  return `${(origin ?? "").replace(/\/+$/, "")}${clean}`;
}

export function pageTitle(title: string): string {
  return title === SITE_NAME ? SITE_NAME : `${title} - ${SITE_NAME}`;
}

export function buildSeoMeta(origin: string | undefined, input: SeoInput): MetaDescriptor[] {
  const title = pageTitle(input.title);
  const url = absoluteUrl(origin, input.path);
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: "zh_CN" },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
  ];
  if (input.image) meta.push({ property: "og:image", content: absoluteUrl(origin, input.image) });
  if (input.noindex) meta.push({ name: "robots", content: "noindex, follow" });
  return meta;
}

/** For `meta` exports: `export const meta: Route.MetaFunction = ({ matches }) => seoMeta(matches, {...})`. */
export function seoMeta(matches: Matches, input: SeoInput): MetaDescriptor[] {
  return buildSeoMeta(rootConfig(matches)?.hosts.adTools, input);
}
