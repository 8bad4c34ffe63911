/**
 * What `<Icon>` renders: an icon as its final viewBox and SVG body, transformations already applied.
 *
 * Converting Iconify data into this shape happens where Iconify's code is already loaded or costs nothing:
 * at build time (virtual:app-icons), on the server (icon-sets.server.ts) and in the lazily loaded icon-API
 * chunk (icon-api.ts). The browser's first load therefore carries neither Iconify's resolver nor its
 * renderer, only ready-made SVG strings. Never import this module from code that runs in the browser's
 * first load (it pulls in @iconify/react); `import type` is fine.
 */
import { buildIcon, type IconifyIcon, type IconifyJSON } from "@iconify/react";
import { resolveIcon } from "./icon-subset.ts";

export interface IconData {
  /** The `viewBox` attribute, e.g. "0 0 24 24". */
  viewBox: string;
  /** The SVG's inner markup, from the icon set (trusted build/server data, never user input). */
  body: string;
}

/**
 * "prefix:name" → icon data. `null` marks a name known to be missing (the installed set lacks it): it keeps
 * its empty box and is never asked of the icon API.
 */
export type IconMap = Record<string, IconData | null>;

/** Applies the icon's own flips and rotation (Iconify's `buildIcon`) and keeps what the SVG needs. */
export function toIconData(icon: IconifyIcon): IconData {
  const { attributes, body } = buildIcon(icon);
  return { viewBox: attributes.viewBox, body };
}

/** Icon data for `names` (without prefix) from `set`, keyed "prefix:name"; names the set lacks map to null. */
export function iconMapFromSet(set: IconifyJSON, names: Iterable<string>): IconMap {
  const out: IconMap = {};
  for (const name of names) {
    const icon = resolveIcon(set, name);
    out[`${set.prefix}:${name}`] = icon ? toIconData(icon) : null;
  }
  return out;
}
