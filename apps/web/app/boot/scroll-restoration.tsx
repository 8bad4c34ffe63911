/**
 * React Router's `<ScrollRestoration>`, with an inline script that reads
 * sessionStorage only when there can be something to restore.
 *
 * React Router's script runs where it stands in the HTML, before the first
 * paint, and always calls `sessionStorage.getItem`. A page's first
 * sessionStorage access is a synchronous round trip to the browser process
 * (Chromium's `StorageArea::GetAll`, after a storage-permission check): 2–9 ms
 * of a phone's main thread waiting in front of the first layout, longer the
 * busier the browser is (Lighthouse traces: 8.8 ms on 工具大全).
 *
 * A fresh visit (a link, a typed URL: the history entry has no key yet) has
 * nothing to restore (no position can be stored under a key that did not
 * exist), so the script does nothing then: the entry gets its random key from
 * `ensureHistoryKey`, just before hydration (entry.client.tsx), where React
 * Router's history first reads it. (Writing it here put a history update,
 * 0.5–1 ms on this machine, 2–4 ms at Lighthouse's 4× CPU, in front of every
 * page's first layout.) A reload or a back/forward to this entry
 * (the entry keeps its key) reads and restores exactly as React Router does.
 * After hydration React Router's own hook (saving on `pagehide`, restoring on
 * client navigations) runs unchanged: `UNSAFE_useScrollRestoration` is the
 * hook `<ScrollRestoration>` itself calls.
 */
// React Router internal (7.18): the hook its <ScrollRestoration> calls; guarded by e2e/tool-page.spec.ts.
import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";
import { scriptJson } from "../lib/inline-script";

/** React Router's default key (SCROLL_RESTORATION_STORAGE_KEY): positions saved by an older build still restore. */
export const SCROLL_POSITIONS_KEY = "react-router-scroll-positions";

/** The classic inline script: React Router's `restoreScroll`, minus the read on a fresh entry. */
export function restoreScrollScript(storageKey: string = SCROLL_POSITIONS_KEY): string {
  /* eslint-disable no-var -- serialised by toString() into a classic inline script: old syntax so it parses anywhere */
  const restore = function (key: string) {
    var state = window.history.state as { key?: unknown } | null;
    // A fresh entry: nothing to restore (ensureHistoryKey gives it its key later).
    if (!state || !state.key) return;
    try {
      var positions = JSON.parse(sessionStorage.getItem(key) || "{}") as Record<string, unknown>;
      var y = positions[state.key as string];
      if (typeof y === "number") window.scrollTo(0, y);
    } catch (error) {
      console.error(error);
      try {
        sessionStorage.removeItem(key);
      } catch {
        // storage blocked: nothing to clean
      }
    }
  };
  /* eslint-enable no-var */
  return `(${restore.toString()})(${scriptJson(storageKey)})`;
}

/**
 * A fresh history entry gets the key its scroll position will be saved under, before React Router's history
 * reads the entry (it keeps the key as `location.key`). `idx: 0` as that history would write it when it
 * starts (createBrowserHistory): one history write instead of two. A reload or back/forward keeps its key.
 */
export function ensureHistoryKey(): void {
  // React Router internal (7.18): its history state holds `key` and `idx` (with `usr`, `masked`); guarded by scroll-restoration.test.tsx.
  const state = window.history.state as { key?: unknown } | null;
  if (state && state.key) return;
  window.history.replaceState({ key: Math.random().toString(32).slice(2), idx: 0 }, "");
}

export function ScrollRestoration({ nonce }: { nonce?: string }) {
  useScrollRestoration({ storageKey: SCROLL_POSITIONS_KEY });
  // The script's text is the same on server and client; React must not touch it while hydrating.
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: restoreScrollScript() }} />;
}
