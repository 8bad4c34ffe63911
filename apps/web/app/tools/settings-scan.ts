/**
 * The URL settings keys a tool folder's code reads or writes, found by reading its sources (test-only; used by
 * tool-settings-scan.test.ts to keep each definition's `settings` true, docs/decisions/008-tool-folders.md).
 * Read: `settings.get/has/getAll("k")` (or a URLSearchParams parameter by another name), and calls of a helper
 * whose `key` parameter reaches `.get(key)`, with "k" in that argument. Written: the keys of object literals
 * given to `setSettings(…)` or a helper that passes its argument on to it, and of object literals a function
 * typed `Record<string, string | null>` returns. Computed keys (`[f.key]`) are left out: their values are
 * the read side's.
 */
import { readFileSync, readdirSync, statSync, existsSync } from "node:fs";
import path from "node:path";

const SOURCE = /\.tsx?$/;
const TEST = /\.test\.tsx?$/;

/** Splits at commas outside brackets, quotes aside (arguments and parameters of the simple calls scanned). */
function splitTop(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if ("([{<".includes(c)) depth++;
    else if (")]}>".includes(c) && text[i - 1] !== "=") depth--;
    else if (c === "," && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts.filter(Boolean);
}

/** The text from `open` (an index of "(" or "{") to its matching close, exclusive of both. */
function balanced(text: string, open: number): string {
  const pairs: Record<string, string> = { "(": ")", "{": "}" };
  const close = pairs[text[open]!]!;
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === text[open]) depth++;
    else if (text[i] === close && --depth === 0) return text.slice(open + 1, i);
  }
  return text.slice(open + 1);
}

/** The top-level property names of an object literal's body (`a: 1, "b": 2, c` → a, b, c); computed ones left out. */
function objectKeys(body: string): string[] {
  return splitTop(body).flatMap((prop) => {
    const m = /^(?:"([^"]+)"|([A-Za-z_$][\w$]*))\s*(?::|$)/.exec(prop);
    return m ? [m[1] ?? m[2]!] : [];
  });
}

/** Keys read and written in one source file, given the key helpers other files export (name → argument index). */
export function scanSource(
  text: string,
  helpers: ReadonlyMap<string, number>,
): { keys: Set<string>; helpers: Map<string, number> } {
  const keys = new Set<string>();
  const own = new Map<string, number>();
  // URLSearchParams by another name: a parameter or variable typed so.
  const names = new Set(["settings"]);
  for (const m of text.matchAll(/([A-Za-z_$][\w$]*)\s*:\s*URLSearchParams\b/g)) names.add(m[1]!);
  const alt = [...names].join("|");
  for (const m of text.matchAll(new RegExp(`\\b(?:${alt})\\s*\\.\\s*(?:get|has|getAll)\\(\\s*"([^"]+)"`, "g")))
    keys.add(m[1]!);

  // Helpers with a `key` parameter that reaches `.get(key)`: `const f = (key…) =>` and `function f(…key…)`.
  for (const m of text.matchAll(/(?:function\s+([A-Za-z_$][\w$]*)\s*|const\s+([A-Za-z_$][\w$]*)\s*=\s*)\(/g)) {
    const open = m.index + m[0].length - 1;
    const params = splitTop(balanced(text, open)).map((p) => p.split(/[?:=]/)[0]!.trim());
    const at = params.indexOf("key");
    const body = text.slice(open, open + 600);
    if (at >= 0 && /\.get\(key\)/.test(body)) own.set((m[1] ?? m[2])!, at);
  }

  // Writers: setSettings and helpers that hand their argument straight to it.
  const writers = new Set(["setSettings"]);
  for (const m of text.matchAll(
    /const\s+([A-Za-z_$][\w$]*)\s*=\s*\(\s*([A-Za-z_$][\w$]*)[^)]*\)\s*=>\s*setSettings\(\s*\2\s*\)/g,
  ))
    writers.add(m[1]!);
  const writerAlt = [...writers].join("|");
  for (const m of text.matchAll(new RegExp(`(?:\\bprops\\.|(?<![.\\w$]))(?:${writerAlt})\\(\\s*\\{`, "g"))) {
    const brace = m.index + m[0].length - 1;
    for (const key of objectKeys(balanced(text, brace))) keys.add(key);
  }
  // A function typed to return a settings patch: the keys of the object literal it returns.
  for (const m of text.matchAll(/\)\s*:\s*Record<string,\s*string\s*\|\s*null>\s*\{\s*return\s*\{/g)) {
    const brace = m.index + m[0].length - 1;
    for (const key of objectKeys(balanced(text, brace))) keys.add(key);
  }

  const all = new Map([...helpers, ...own]);
  for (const [name, at] of all) {
    for (const m of text.matchAll(new RegExp(`(?<![.\\w$])${name.replace(/\$/g, "\\$")}\\(`, "g"))) {
      const arg = splitTop(balanced(text, m.index + m[0].length - 1))[at];
      const lit = arg && /^"([^"]+)"$/.exec(arg);
      if (lit) keys.add(lit[1]!);
    }
  }
  return { keys, helpers: own };
}

/** The folder's sources (tests aside) and the modules they import, relative and under `toolsRoot`, transitively. */
export function folderSources(folder: string, toolsRoot: string): string[] {
  const seen = new Set<string>();
  const queue = readdirSync(folder)
    .map((name) => path.join(folder, name))
    .filter((file) => statSync(file).isFile() && SOURCE.test(file) && !TEST.test(file));
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const m of readFileSync(file, "utf8").matchAll(/from\s+"(\.{1,2}\/[^"]+)"/g)) {
      const base = path.resolve(path.dirname(file), m[1]!);
      const hit = [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find((f) => existsSync(f));
      if (hit && hit.startsWith(toolsRoot + path.sep) && !TEST.test(hit)) queue.push(hit);
    }
  }
  return [...seen];
}

/**
 * A module outside the folder counts only through what is used of it: its exported top-level declarations
 * (`export function f`, `export const f`) whose names the other sources mention, each up to the next one.
 * (calendar-data.ts reads 日历's filters; 内容排期 imports only its date helpers.)
 */
function usedExports(text: string, users: string): string {
  const starts = [
    ...text.matchAll(/^export\s+(?:default\s+)?(?:async\s+)?(?:function\*?|const|let|class)\s+([A-Za-z_$][\w$]*)/gm),
  ];
  return starts
    .filter((m) => new RegExp(`(?<![\\w$])${m[1]!.replace(/\$/g, "\\$")}(?![\\w$])`).test(users))
    .map((m) => text.slice(m.index, starts.find((n) => n.index > m.index)?.index ?? text.length))
    .join("\n");
}

/** Every settings key a tool folder's code reads or writes. */
export function scanFolderKeys(folder: string, toolsRoot: string): Set<string> {
  const own: string[] = [];
  const shared: string[] = [];
  for (const file of folderSources(folder, toolsRoot))
    (path.dirname(file) === folder ? own : shared).push(readFileSync(file, "utf8"));
  const users = own.join("\n");
  const texts = [...own, ...shared.map((text) => usedExports(text, users))];
  const helpers = new Map<string, number>();
  for (const text of texts) for (const [name, at] of scanSource(text, new Map()).helpers) helpers.set(name, at);
  const keys = new Set<string>();
  for (const text of texts) for (const key of scanSource(text, helpers).keys) keys.add(key);
  return keys;
}
