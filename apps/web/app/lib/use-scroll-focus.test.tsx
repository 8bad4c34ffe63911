import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
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
});
