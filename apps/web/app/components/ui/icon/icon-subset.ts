/**
 * Pure helpers shared by the build-time icon plugin (build-tools/vite-plugin-icons.ts) and the server's
 * icon lookup (icon-sets.server.ts): parse "prefix:name", find icon names in source text, and cut a small
 * Iconify JSON subset out of a full set so the client never ships a whole collection.
 */
import type { IconifyJSON } from "@iconify/react";

/** Iconify's own name rule (lowercase words joined by single dashes). */
const PART = "[a-z0-9]+(?:-[a-z0-9]+)*";
const NAME_RE = new RegExp(`^(${PART}):(${PART})$`);

export function parseIconName(value: string): { prefix: string; name: string } | null {
  const match = NAME_RE.exec(value);
  return match ? { prefix: match[1]!, name: match[2]! } : null;
}

/**
 * Every quoted "prefix:name" literal in a source file whose prefix is one of `prefixes`
 * (e.g. `<Icon name="lucide:house" />`, `{ icon: "ri:vip-crown-fill" }`). Deliberately simple: names built
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

/**
 * A subset of `set` holding `names` (and the parents of any aliases among them). Names the set lacks are
 * listed in `not_found`, so Iconify marks them missing instead of asking the API for them again.
 */
export function pickIcons(set: IconifyJSON, names: Iterable<string>): IconifyJSON {
  const out: IconifyJSON = { prefix: set.prefix, icons: {} };
  for (const key of ["width", "height", "left", "top"] as const) if (set[key] !== undefined) out[key] = set[key];
  const notFound: string[] = [];
  const add = (name: string, depth: number): boolean => {
    if (depth > 8) return false; // alias loops: Iconify limits the chain too
    const icon = set.icons[name];
    if (icon) {
      out.icons[name] = icon;
      return true;
    }
    const alias = set.aliases?.[name];
    if (alias && add(alias.parent, depth + 1)) {
      (out.aliases ??= {})[name] = alias;
      return true;
    }
    return false;
  };
  for (const name of new Set(names)) if (!add(name, 0)) notFound.push(name);
  if (notFound.length > 0) out.not_found = notFound.sort();
  return out;
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
