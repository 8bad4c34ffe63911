import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { resetZIndex } from "../z-index";
import { createMessageStore } from "./message";
import { MessageHost, formatRepeat } from "./message-host";

beforeEach(() => {
  vi.useFakeTimers();
  resetZIndex();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  const store = createMessageStore();
  render(<MessageHost store={store} />);
  return store;
}

test("a message raised before the host mounts shows once it mounts, then its 3 s timer runs", () => {
  const store = createMessageStore();
  act(() => {
    store.show({ type: "error", message: "登录已失效" });
  });
  vi.advanceTimersByTime(10_000);
  render(<MessageHost store={store} />);
  const alert = screen.getByRole("alert");
  expect(alert).toHaveTextContent("登录已失效");
  expect(alert.style.top).toBe("16px");
  expect(alert.style.zIndex).toBe("2001");
  act(() => vi.advanceTimersByTime(2999));
  expect(screen.getByRole("alert")).toHaveAttribute("data-state", "open");
  act(() => vi.advanceTimersByTime(1));
  expect(screen.getByRole("alert")).toHaveAttribute("data-state", "closing");
  act(() => vi.advanceTimersByTime(400));
  expect(screen.queryByRole("alert")).toBeNull();
});

test("warning and error are role=alert, the other types role=status", () => {
  const store = setup();
  act(() => {
    store.show({ type: "warning", message: "w" });
    store.show({ type: "error", message: "e" });
    store.show({ type: "success", message: "s" });
    store.show({ type: "info", message: "i" });
    store.show({ type: "primary", message: "p" });
  });
  expect(screen.getAllByRole("alert").map((el) => el.textContent)).toEqual(["w", "e"]);
  expect(screen.getAllByRole("status").map((el) => el.textContent)).toEqual(["s", "i", "p"]);
});

test("message text is text, never HTML, unless the caller opts in", () => {
  const store = setup();
  act(() => {
    store.show({ message: '<img src=x onerror="alert(1)"><b>粗</b>' });
    store.show({ message: "<b>粗体</b>", dangerouslyUseHTMLString: true, placement: "bottom" });
  });
  const [plain, html] = screen.getAllByRole("status");
  expect(plain!.textContent).toBe('<img src=x onerror="alert(1)"><b>粗</b>');
  expect(plain!.querySelector("img")).toBeNull();
  expect(html!.querySelector("b")?.textContent).toBe("粗体");
});

test("the close control is a real button labelled 关闭", () => {
  const store = setup();
  const onClose = vi.fn();
  act(() => {
    store.show({ message: "可关闭", showClose: true, duration: 0, onClose });
  });
  const button = screen.getByRole("button", { name: "关闭" });
  expect(button.tagName).toBe("BUTTON");
  fireEvent.click(button);
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.getByRole("status")).toHaveAttribute("data-state", "closing");
});

test("hovering stops the timer and leaving restarts the full duration", () => {
  const store = setup();
  act(() => {
    store.show("悬停");
  });
  const el = screen.getByRole("status");
  act(() => vi.advanceTimersByTime(2000));
  fireEvent.mouseEnter(el);
  act(() => vi.advanceTimersByTime(20_000));
  expect(el).toHaveAttribute("data-state", "open");
  fireEvent.mouseLeave(el);
  act(() => vi.advanceTimersByTime(2999));
  expect(el).toHaveAttribute("data-state", "open");
  act(() => vi.advanceTimersByTime(1));
  expect(el).toHaveAttribute("data-state", "closing");
});

test("Escape closes every open message, in every placement", () => {
  const store = setup();
  act(() => {
    store.show({ message: "a", duration: 0 });
    store.show({ message: "b", duration: 0, placement: "bottom-left" });
  });
  fireEvent.keyDown(document, { key: "Escape", code: "Escape" });
  expect(screen.getAllByRole("status").map((el) => el.dataset.state)).toEqual(["closing", "closing"]);
});

test("repeat badge appears from 2 and caps at 99+", () => {
  const store = setup();
  act(() => {
    store.show({ message: "重复", grouping: true });
  });
  expect(document.querySelector('[data-slot="message-badge"]')).toBeNull();
  act(() => {
    store.show({ message: "重复", grouping: true });
  });
  expect(document.querySelector('[data-slot="message-badge"]')).toHaveTextContent("2");
  act(() => {
    for (let i = 0; i < 98; i += 1) store.show({ message: "重复", grouping: true, type: "error" });
  });
  expect(document.querySelector('[data-slot="message-badge"]')).toHaveTextContent("99+");
  expect(screen.getByRole("alert")).toHaveAttribute("data-type", "error");
  expect(formatRepeat(99)).toBe("99");
  expect(formatRepeat(100)).toBe("99+");
});

test("bottom placements are positioned from the bottom edge; zIndex option is the inline z-index", () => {
  const store = setup();
  act(() => {
    store.show({ message: "底部", placement: "bottom-right", zIndex: 3000 });
  });
  const el = screen.getByRole("status");
  expect(el.style.bottom).toBe("16px");
  expect(el.style.top).toBe("");
  expect(el.style.zIndex).toBe("3000");
  expect(el.className).toContain("right-4");
});

test("customClass lands on the root; plain uses the plain style", () => {
  const store = setup();
  act(() => {
    store.show({ message: "x", customClass: "my-toast", plain: true });
  });
  expect(screen.getByRole("status").className).toContain("my-toast");
  expect(screen.getByRole("status").className).toContain("bg-white");
});

test("reduced motion: the element is removed without waiting for a transition", () => {
  const matchMedia = vi.fn().mockReturnValue({ matches: true });
  vi.stubGlobal("matchMedia", matchMedia);
  const store = setup();
  let handle: { close: () => void } | undefined;
  act(() => {
    handle = store.show("快");
  });
  act(() => handle!.close());
  act(() => vi.advanceTimersByTime(0));
  expect(screen.queryByRole("status")).toBeNull();
  vi.unstubAllGlobals();
});
