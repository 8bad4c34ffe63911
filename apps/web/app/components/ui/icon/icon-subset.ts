/**
 * Pure helpers shared by the build-time icon plugin (build-tools/vite-plugin-icons.ts) and the server's
 * icon lookup (icon-sets.server.ts): parse "prefix:name", find icon names in source text, cut a small
 * Iconify JSON subset out of a full set, and resolve one icon's alias chain, so the client never ships a
 * whole collection (nor Iconify's resolver).
 */
import type { IconifyIcon, IconifyJSON } from "@iconify/react";

/** Iconify's own name rule (lowercase words joined by single dashes). */
const PART = "[a-z0-9]+(?:-[a-z0-9]+)*";
const NAME_RE = new RegExp(`^(${PART}):(${PART})$`);

export function parseIconName(value: string): { prefix: string; name: string } | null {
  const match = NAME_RE.exec(value);
  return match ? { prefix: match[1]!, name: match[2]! } : null;
}

/**
 * Every quoted "prefix:name" literal in a source file whose prefix is one of `prefixes`
 * (e.g. an Icon name prop or an `icon` field holding lucide:house in quotes). Deliberately simple: names built
 * at run time are not found here and are fetched from the icon API instead.
 */
export function collectIconNames(source: string, prefixes: readonly string[]): string[] {
  if (prefixes.length === 0) return [];
  const alternatives = prefixes.map((p) => p.replace(/[^a-z0-9-]/g, "")).join("|");
  const re = new RegExp(`["'\`]((?:${alternatives}):${PART})["'\`]`, "g");
  const found = new Set<string>();
  for (const match of source.matchAll(re)) found.add(match[1]!);
  return [...found].sort();
}

/** Iconify's defaults for an icon's viewBox when neither the icon nor its set says otherwise. */
const DEFAULT_BOX = { left: 0, top: 0, width: 16, height: 16 } as const;
/** Alias chains longer than this are treated as broken (loops); Iconify limits the chain too. */
const MAX_ALIAS_DEPTH = 8;

/**
 * The complete data of `name` in `set`, the way Iconify resolves it: aliases followed to their icon,
 * transformations combined along the chain (flips toggle, rotations add up), each dimension taken from
 * the nearest link that sets it, then from the set, then Iconify's default. Null when the set lacks it.
 */
export function resolveIcon(set: IconifyJSON, name: string): IconifyIcon | null {
  const chain: Omit<IconifyIcon, "body">[] = [];
  let current = name;
  for (let depth = 0; depth <= MAX_ALIAS_DEPTH; depth++) {
    const icon = set.icons[current];
    if (icon) {
      chain.push(icon);
      const out: IconifyIcon = { body: icon.body };
      for (const key of ["left", "top", "width", "height"] as const) {
        out[key] = chain.find((link) => link[key] !== undefined)?.[key] ?? set[key] ?? DEFAULT_BOX[key];
      }
      const rotate = chain.reduce((sum, link) => sum + (link.rotate ?? 0), 0) % 4;
      const hFlip = chain.filter((link) => link.hFlip).length % 2 === 1;
      const vFlip = chain.filter((link) => link.vFlip).length % 2 === 1;
      if (rotate) out.rotate = rotate;
      if (hFlip) out.hFlip = true;
      if (vFlip) out.vFlip = true;
      return out;
    }
    const alias = set.aliases?.[current];
    if (!alias) return null;
    chain.push(alias);
    current = alias.parent;
  }
  return null;
}

/** Groups "prefix:name" strings by prefix (invalid names are dropped). */
export function groupByPrefix(names: Iterable<string>): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const full of names) {
    const parsed = parseIconName(full);
    if (!parsed) continue;
    const list = groups.get(parsed.prefix) ?? [];
    if (!list.includes(parsed.name)) list.push(parsed.name);
    groups.set(parsed.prefix, list);
  }
  return groups;
}
