import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Dialog } from "./dialog";

// jsdom has no modal dialogs: stand in for the browser's showModal()/close()
// and its `:modal` state, including showModal() moving focus inside.
const modal = new WeakSet<Element>();
const proto = HTMLDialogElement.prototype;
const originalMatches = Element.prototype.matches;

beforeEach(() => {
  Object.assign(proto, {
    showModal: vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute("open", "");
      modal.add(this);
      this.querySelector<HTMLElement>("button, a[href]")?.focus();
    }),
    close: vi.fn(function (this: HTMLDialogElement) {
      this.removeAttribute("open");
      modal.delete(this);
    }),
  });
  vi.spyOn(Element.prototype, "matches").mockImplementation(function (this: Element, selector: string) {
    return selector === ":modal" ? modal.has(this) : originalMatches.call(this, selector);
  });
});

afterEach(() => {
  Reflect.deleteProperty(proto, "showModal");
  Reflect.deleteProperty(proto, "close");
  document.documentElement.style.overflow = "";
});

function Example(props: Partial<Parameters<typeof Dialog>[0]>) {
  return (
    <Dialog labelledBy="t" describedBy="d" onClose={() => {}} data-testid="dlg" {...props}>
      <h2 id="t">扫码支付</h2>
      <p id="d">订单摘要</p>
      <button type="button">关闭</button>
    </Dialog>
  );
}

describe("Dialog", () => {
  it("is labelled and described by the given ids, open in the markup and modal once mounted", () => {
    render(<Example />);
    const dialog = screen.getByRole("dialog", { name: "扫码支付" });
    expect(dialog).toHaveAccessibleDescription("订单摘要");
    expect(dialog).toHaveAttribute("open");
    // Rendered open (non-modal, as in the server HTML), then re-opened as a modal.
    expect(proto.close).toHaveBeenCalledTimes(1);
    expect(proto.showModal).toHaveBeenCalledTimes(1);
    expect(modal.has(dialog)).toBe(true);
    expect(screen.getByRole("button", { name: "关闭" })).toHaveFocus();
  });

  it("hands Escape (cancel) to onClose and stays open until the owner unmounts it", () => {
    const onClose = vi.fn();
    render(<Example onClose={onClose} />);
    const dialog = screen.getByTestId("dlg");
    const cancel = new Event("cancel", { cancelable: true });
    fireEvent(dialog, cancel);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(cancel.defaultPrevented).toBe(true);
    expect(modal.has(dialog)).toBe(true);
    expect(dialog).toHaveAttribute("open");
  });

  it("closes on a backdrop click only when asked to, never on a click inside", () => {
    const onClose = vi.fn();
    const { rerender } = render(<Example onClose={onClose} />);
    fireEvent.click(screen.getByTestId("dlg"));
    expect(onClose).not.toHaveBeenCalled();

    rerender(<Example onClose={onClose} closeOnBackdrop />);
    fireEvent.click(screen.getByText("订单摘要"));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId("dlg"));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("locks the page's scroll only when asked to, and restores it", () => {
    document.documentElement.style.overflow = "auto";
    const first = render(<Example />);
    expect(document.documentElement.style.overflow).toBe("auto");
    first.unmount();

    const second = render(<Example lockScroll />);
    expect(document.documentElement.style.overflow).toBe("hidden");
    second.unmount();
    expect(document.documentElement.style.overflow).toBe("auto");
  });

  it("returns focus to the element that had it before opening", () => {
    render(<button type="button">立即开通</button>);
    const opener = screen.getByRole("button", { name: "立即开通" });
    opener.focus();
    const { unmount } = render(<Example />);
    expect(opener).not.toHaveFocus();
    unmount();
    expect(opener).toHaveFocus();
  });

  it("lets the owner put focus elsewhere instead, with its latest callback", () => {
    render(<button type="button">立即开通</button>);
    const opener = screen.getByRole("button", { name: "立即开通" });
    opener.focus();
    const first = vi.fn();
    const latest = vi.fn();
    const { rerender, unmount } = render(<Example returnFocus={first} />);
    rerender(<Example returnFocus={latest} />);
    unmount();
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
    expect(opener).not.toHaveFocus();
  });
});
