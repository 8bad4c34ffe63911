import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useScrollFocus } from "./use-scroll-focus";

function Strip({ label }: { label: string }) {
  const { ref, tabIndex } = useScrollFocus<HTMLOListElement>();
  return (
    <ol ref={ref} tabIndex={tabIndex} aria-label={label}>
      <li>一</li>
    </ol>
  );
}

/** jsdom lays nothing out: give every <ol> the sizes a browser would measure. */
function sizeLists(scrollWidth: number, clientWidth: number) {
  Object.defineProperty(HTMLOListElement.prototype, "scrollWidth", { configurable: true, get: () => scrollWidth });
  Object.defineProperty(HTMLOListElement.prototype, "clientWidth", { configurable: true, get: () => clientWidth });
}

afterEach(() => {
  delete (HTMLOListElement.prototype as { scrollWidth?: number }).scrollWidth;
  delete (HTMLOListElement.prototype as { clientWidth?: number }).clientWidth;
});

describe("useScrollFocus", () => {
  it("makes an overflowing box a tab stop", () => {
    sizeLists(900, 375);
    render(<Strip label="营销日历" />);
    expect(screen.getByRole("list", { name: "营销日历" })).toHaveAttribute("tabindex", "0");
  });

  it("leaves a box whose content fits out of the tab order", () => {
    sizeLists(1200, 1200);
    render(<Strip label="营销日历" />);
    expect(screen.getByRole("list", { name: "营销日历" })).not.toHaveAttribute("tabindex");
  });

  it("measures when the browser's ResizeObserver reports, never by forcing a layout in the commit", () => {
    const observers: { callback: () => void; targets: Element[] }[] = [];
    vi.stubGlobal(
      "ResizeObserver",
      class {
        targets: Element[] = [];
        constructor(readonly callback: () => void) {
          observers.push(this);
        }
        observe(el: Element) {
          this.targets.push(el);
        }
        disconnect() {}
      },
    );
    try {
      sizeLists(1200, 1200);
      render(<Strip label="营销日历" />);
      const list = screen.getByRole("list", { name: "营销日历" });
      // Not measured yet: the server's (focusable) markup stands until the observer's first report.
      expect(list).toHaveAttribute("tabindex", "0");
      expect(observers[0]?.targets).toEqual([list]);
      act(() => observers[0]!.callback());
      expect(list).not.toHaveAttribute("tabindex");
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
