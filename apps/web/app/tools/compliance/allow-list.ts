/**
 * The allow-list (品牌名、注册商标、规格型号; SAMR guide art. 6(四)) is kept in
 * this browser only (localStorage), shared by the compliance tools.
 */
import { useCallback, useMemo, useSyncExternalStore } from "react";

const KEY = "compliance.allow-list";

export function parseTerms(raw: string): string[] {
  const seen = new Set<string>();
  for (const piece of raw.split(/[\n,，、;；]/)) {
    const term = piece.trim();
    if (term) seen.add(term);
  }
  return [...seen];
}

/** Set when storage refused the list (full or disabled): it still works for this visit. */
let kept: string | null = null;
const listeners = new Set<() => void>();

function read(): string {
  if (kept !== null) return kept;
  if (typeof localStorage === "undefined") return "";
  try {
    return localStorage.getItem(KEY) ?? "";
  } catch {
    return "";
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The server has no storage: the runner's first HTML (and its hydration) shows an empty list, then this browser's. */
const serverSnapshot = () => "";

export function useAllowList(): { raw: string; terms: string[]; setRaw: (raw: string) => void } {
  const raw = useSyncExternalStore(subscribe, read, serverSnapshot);
  const setRaw = useCallback((next: string) => {
    try {
      localStorage.setItem(KEY, next);
      kept = null;
    } catch {
      kept = next;
    }
    for (const listener of listeners) listener();
  }, []);
  const terms = useMemo(() => parseTerms(raw), [raw]);
  return { raw, terms, setRaw };
}
