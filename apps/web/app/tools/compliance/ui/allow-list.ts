/**
 * The allow-list (品牌名、注册商标、规格型号; SAMR guide art. 6(四)) is kept in
 * this browser only (localStorage), shared by the compliance tools.
 */
import { useCallback, useMemo, useState } from "react";

const KEY = "compliance.allow-list";

export function parseTerms(raw: string): string[] {
  const seen = new Set<string>();
  for (const piece of raw.split(/[\n,，、;；]/)) {
    const term = piece.trim();
    if (term) seen.add(term);
  }
  return [...seen];
}

function read(): string {
  if (typeof localStorage === "undefined") return "";
  try {
    return localStorage.getItem(KEY) ?? "";
  } catch {
    return "";
  }
}

export function useAllowList(): { raw: string; terms: string[]; setRaw: (raw: string) => void } {
  // Runners mount only in the browser (after hydration), so storage can be read at once.
  const [raw, setRawState] = useState(read);
  const setRaw = useCallback((next: string) => {
    setRawState(next);
    try {
      localStorage.setItem(KEY, next);
    } catch {
      // Storage full or disabled: the list still works for this visit.
    }
  }, []);
  const terms = useMemo(() => parseTerms(raw), [raw]);
  return { raw, terms, setRaw };
}
