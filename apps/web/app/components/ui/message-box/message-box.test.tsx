import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test, vi } from "vitest";
import { DEFAULT_INPUT_ERROR, messageBox, messageBoxStore, validateInput } from "./message-box";
import { MessageBoxHost } from "./message-box-host";

afterEach(() => {
  act(() => messageBoxStore.closeAll());
});

function renderWithOpener() {
  render(
    <>
      <button type="button">打开</button>
      <MessageBoxHost />
    </>,
  );
  const opener = screen.getByRole("button", { name: "打开" });
  opener.focus();
  return opener;
}

async function outcome<T>(promise: Promise<T>) {
  try {
    return { resolved: await promise };
  } catch (reason) {
    return { rejected: reason };
  }
}

test("confirm: dialog labelled by its title, default buttons 确定 / 取消, confirm resolves 'confirm'", async () => {
  renderWithOpener();
  let p!: Promise<{ resolved?: unknown; rejected?: unknown }>;
  act(() => {
    p = outcome(messageBox.confirm("确定删除该模板吗？", "删除确认"));
  });
  const dialog = screen.getByRole("dialog", { name: "删除确认" });
  expect(dialog).toHaveAttribute("aria-modal", "true");
  expect(dialog).toHaveAccessibleDescription("确定删除该模板吗？");
  expect(screen.getByRole("button", { name: "取消" })).toBeInTheDocument();
  // Focus moved in, onto the confirm button.
  expect(screen.getByRole("button", { name: "确定" })).toHaveFocus();
  fireEvent.click(screen.getByRole("button", { name: "确定" }));
  expect(await p).toEqual({ resolved: "confirm" });
  expect(screen.queryByRole("dialog")).toBeNull();
});

test("cancel button, × and Escape reject with 'cancel' by default", async () => {
  renderWithOpener();
  for (const close of [
    () => fireEvent.click(screen.getByRole("button", { name: "取消" })),
    () => fireEvent.click(screen.getByRole("button", { name: "关闭此对话框" })),
    () => fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" }),
  ]) {
    let p!: Promise<{ resolved?: unknown; rejected?: unknown }>;
    act(() => {
      p = outcome(messageBox.confirm("继续？", "提示"));
    });
    act(() => close());
    expect(await p).toEqual({ rejected: "cancel" });
  }
});

test("mask click rejects 'cancel' only when press and release are both on the mask", async () => {
  renderWithOpener();
  let p!: Promise<{ resolved?: unknown; rejected?: unknown }>;
  act(() => {
    p = outcome(messageBox.confirm("继续？", "提示"));
  });
  const mask = document.querySelector<HTMLElement>('[data-slot="message-box-overlay"]')!;
  // Drag from inside the box out to the mask: does not close.
  fireEvent.mouseDown(screen.getByRole("dialog"));
  fireEvent.mouseUp(mask);
  expect(screen.getByRole("dialog")).toBeInTheDocument();
  fireEvent.mouseDown(mask);
  fireEvent.mouseUp(mask);
  expect(await p).toEqual({ rejected: "cancel" });
});

test("distinguishCancelAndClose: × and Escape reject 'close', Cancel still 'cancel'", async () => {
  renderWithOpener();
  const opts = { distinguishCancelAndClose: true };
  let p!: Promise<{ resolved?: unknown; rejected?: unknown }>;
  act(() => {
    p = outcome(messageBox.confirm("?", "提示", opts));
  });
  fireEvent.click(screen.getByRole("button", { name: "关闭此对话框" }));
  expect(await p).toEqual({ rejected: "close" });
  act(() => {
    p = outcome(messageBox.confirm("?", "提示", opts));
  });
  fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
  expect(await p).toEqual({ rejected: "close" });
  act(() => {
    p = outcome(messageBox.confirm("?", "提示", opts));
  });
  fireEvent.click(screen.getByRole("button", { name: "取消" }));
  expect(await p).toEqual({ rejected: "cancel" });
});

test("alert: no cancel button; Escape and mask click do nothing by default", async () => {
  renderWithOpener();
  let p!: Promise<{ resolved?: unknown; rejected?: unknown }>;
  act(() => {
    p = outcome(messageBox.alert("已提交", "提示"));
  });
  expect(screen.queryByRole("button", { name: "取消" })).toBeNull();
  fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
  const mask = document.querySelector<HTMLElement>('[data-slot="message-box-overlay"]')!;
  fireEvent.mouseDown(mask);
  fireEvent.mouseUp(mask);
  expect(screen.getByRole("dialog")).toBeInTheDocument();
  fireEvent.click(screen.getByRole("button", { name: "确定" }));
  expect(await p).toEqual({ resolved: "confirm" });
});

test("focus is trapped inside and returns to the opener", async () => {
  const user = userEvent.setup();
  const opener = renderWithOpener();
  let p!: Promise<{ resolved?: unknown; rejected?: unknown }>;
  act(() => {
    p = outcome(messageBox.confirm("继续？", "提示"));
  });
  const confirm = screen.getByRole("button", { name: "确定" });
  const close = screen.getByRole("button", { name: "关闭此对话框" });
  expect(confirm).toHaveFocus();
  await user.tab();
  expect(close).toHaveFocus();
  await user.tab({ shift: true });
  expect(confirm).toHaveFocus();
  await user.tab({ shift: true });
  expect(screen.getByRole("button", { name: "取消" })).toHaveFocus();
  await user.keyboard("{Escape}");
  await p;
  expect(opener).toHaveFocus();
});

test("body scroll is locked while open and restored after", async () => {
  renderWithOpener();
  let p!: Promise<{ resolved?: unknown; rejected?: unknown }>;
  act(() => {
    p = outcome(messageBox.alert("x", "提示"));
  });
  expect(document.body.style.overflow).toBe("hidden");
  fireEvent.click(screen.getByRole("button", { name: "确定" }));
  await p;
  expect(document.body.style.overflow).toBe("");
});

test("prompt: input focused, message labels it, confirm resolves { value, action }", async () => {
  const user = userEvent.setup();
  renderWithOpener();
  let p!: Promise<{ resolved?: unknown; rejected?: unknown }>;
  act(() => {
    p = outcome(messageBox.prompt("请输入名称", "重命名", { inputValue: "旧" }));
  });
  const input = screen.getByRole("textbox", { name: "请输入名称" });
  expect(input).toHaveFocus();
  await user.clear(input);
  await user.type(input, "新名称{Enter}");
  expect(await p).toEqual({ resolved: { value: "新名称", action: "confirm" } });
});

test("prompt validation: pattern failure shows 'Illegal input' by default and blocks confirm", async () => {
  const user = userEvent.setup();
  renderWithOpener();
  let p!: Promise<{ resolved?: unknown; rejected?: unknown }>;
  act(() => {
    p = outcome(messageBox.prompt("邮箱", "提示", { inputPattern: /^\S+@\S+$/ }));
  });
  fireEvent.click(screen.getByRole("button", { name: "确定" }));
  const input = screen.getByRole("textbox", { name: "邮箱" });
  expect(input).toHaveAttribute("aria-invalid", "true");
  expect(input).toHaveAccessibleDescription(DEFAULT_INPUT_ERROR);
  expect(screen.getByRole("dialog")).toBeInTheDocument();
  // Live re-validation once the value is non-empty.
  await user.type(input, "a@b");
  expect(input).not.toHaveAttribute("aria-invalid");
  fireEvent.click(screen.getByRole("button", { name: "确定" }));
  expect(await p).toEqual({ resolved: { value: "a@b", action: "confirm" } });
});

test("prompt validation: Chinese inputErrorMessage and validator strings", () => {
  expect(validateInput({ inputPattern: /\d+/ }, "abc")).toBe("Illegal input");
  expect(validateInput({ inputPattern: /\d+/, inputErrorMessage: "请输入数字" }, "abc")).toBe("请输入数字");
  expect(validateInput({ inputPattern: /\d+/ }, "12")).toBe("");
  expect(validateInput({ inputValidator: () => false }, "x")).toBe("Illegal input");
  expect(validateInput({ inputValidator: () => "至少 2 个字" }, "x")).toBe("至少 2 个字");
  expect(validateInput({ inputValidator: () => true }, "x")).toBe("");
  // A global regex must not alternate between runs.
  const g = /a/g;
  expect(validateInput({ inputPattern: g }, "a")).toBe("");
  expect(validateInput({ inputPattern: g }, "a")).toBe("");
});

test("clearing the prompt does not re-validate: the old error stays", async () => {
  const user = userEvent.setup();
  renderWithOpener();
  act(() => {
    void messageBox.prompt("数字", "提示", { inputPattern: /^\d+$/, inputErrorMessage: "请输入数字" }).catch(() => {});
  });
  const input = screen.getByRole("textbox", { name: "数字" });
  await user.type(input, "x");
  expect(input).toHaveAccessibleDescription("请输入数字");
  await user.clear(input);
  expect(input).toHaveAccessibleDescription("请输入数字");
});

test("beforeClose decides when the box closes", async () => {
  renderWithOpener();
  let done!: () => void;
  const beforeClose = vi.fn((_action: string, _state: unknown, d: () => void) => {
    done = d;
  });
  let p!: Promise<{ resolved?: unknown; rejected?: unknown }>;
  act(() => {
    p = outcome(messageBox.confirm("?", "提示", { beforeClose }));
  });
  fireEvent.click(screen.getByRole("button", { name: "确定" }));
  expect(beforeClose).toHaveBeenCalledWith("confirm", { value: "", action: "confirm" }, expect.any(Function));
  expect(screen.getByRole("dialog")).toBeInTheDocument();
  act(() => done());
  expect(await p).toEqual({ resolved: "confirm" });
});

test("title and options: second argument as options means empty title; custom button text", async () => {
  renderWithOpener();
  let p!: Promise<{ resolved?: unknown; rejected?: unknown }>;
  act(() => {
    p = outcome(messageBox.confirm("内容", { confirmButtonText: "删除", cancelButtonText: "再想想" }));
  });
  expect(screen.getByRole("dialog", { name: "提示" })).toBeInTheDocument();
  fireEvent.click(screen.getByRole("button", { name: "再想想" }));
  expect(await p).toEqual({ rejected: "cancel" });
});

test("message text is text unless dangerouslyUseHTMLString", () => {
  renderWithOpener();
  act(() => {
    void messageBox.alert("<b>x</b>", "提示").catch(() => {});
  });
  expect(screen.getByRole("dialog")).toHaveAccessibleDescription("<b>x</b>");
});
