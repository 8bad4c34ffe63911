import { useCallback, useState } from "react";

/**
 * `ref` and `tabIndex` for a box that may scroll (a strip or a table that scrolls sideways on phones):
 * tabIndex 0 while its content overflows, so a keyboard user can focus it and scroll it with the arrow
 * keys (WCAG 2.1.1; axe scrollable-region-focusable), and none once everything fits, so wide screens get
 * no useless tab stop. The server renders it focusable: without JS a phone's keyboard user can still
 * scroll. A callback ref, so a box that appears later (after an error state) is measured too.
 */
export function useScrollFocus<T extends HTMLElement>() {
  const [overflows, setOverflows] = useState(true);

  const ref = useCallback((el: T | null) => {
    if (!el) return;
    const measure = () => setOverflows(el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight);
    // ResizeObserver reports every observed box once after its next layout, so it measures without
    // forcing one: reading scrollWidth here, inside the hydration commit, made the browser lay out the
    // whole page synchronously in the middle of hydration (a ~26 ms task on a phone under `npm run lighthouse`).
    if (typeof ResizeObserver === "undefined") {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return { ref, tabIndex: overflows ? 0 : undefined };
}
