/**
 * Modal alert / confirm / prompt with Element Plus `ElMessageBox` parity (behaviour reference §2), returning
 * Promises:
 * - confirm resolves with "confirm" (prompts: `{ value, action: "confirm" }`);
 * - Cancel, ×, mask click and Escape reject with "cancel"; with `distinguishCancelAndClose`, × / mask /
 *   Escape reject with "close" instead;
 * - alert does not close on Escape or mask click unless asked to.
 * Default buttons are 确定 / 取消 (the original's locale said OK / Cancel). The prompt's default validation
 * text stays the original's "Illegal input" (spec §8); callers pass a Chinese `inputErrorMessage`.
 *
 * The store lives outside React; `<MessageBoxHost />` in the root Layout renders it. On the server every
 * call returns a rejected Promise (nothing can be shown there).
 */
import type { ReactNode } from "react";
import { nextZIndex } from "../z-index";

export type MessageBoxType = "" | "primary" | "success" | "info" | "warning" | "error";
export type MessageBoxAction = "confirm" | "cancel" | "close";
export type MessageBoxKind = "alert" | "confirm" | "prompt" | "";

export const DEFAULT_INPUT_ERROR = "Illegal input";

export interface MessageBoxState {
  value: string;
  action: MessageBoxAction | null;
}

export interface MessageBoxOptions {
  title?: string;
  message?: ReactNode;
  type?: MessageBoxType;
  showClose?: boolean;
  showConfirmButton?: boolean;
  showCancelButton?: boolean;
  confirmButtonText?: string;
  cancelButtonText?: string;
  closeOnClickModal?: boolean;
  closeOnPressEscape?: boolean;
  closeOnHashChange?: boolean;
  distinguishCancelAndClose?: boolean;
  lockScroll?: boolean;
  /** Focus the confirm button (prompt: the input) on open; false focuses the dialog itself. */
  autofocus?: boolean;
  showInput?: boolean;
  inputValue?: string;
  inputPlaceholder?: string;
  inputType?: "text" | "textarea" | "password" | "number" | "email" | "tel" | "url";
  inputPattern?: RegExp;
  /** Return false (use the error text), a string (that text) or anything else (valid). */
  inputValidator?: (value: string) => boolean | string | undefined | void;
  inputErrorMessage?: string;
  /** Close only when `done()` is called. */
  beforeClose?: (action: MessageBoxAction, state: MessageBoxState, done: () => void) => void;
  /** Opt-in only: a string message as HTML. Never pass server or user text. */
  dangerouslyUseHTMLString?: boolean;
  customClass?: string;
  center?: boolean;
}

export type MessageBoxResult = MessageBoxAction | { value: string; action: MessageBoxAction };

export interface MessageBoxEntry {
  id: string;
  kind: MessageBoxKind;
  options: Required<
    Pick<
      MessageBoxOptions,
      | "showClose"
      | "showConfirmButton"
      | "showCancelButton"
      | "confirmButtonText"
      | "cancelButtonText"
      | "closeOnClickModal"
      | "closeOnPressEscape"
      | "closeOnHashChange"
      | "distinguishCancelAndClose"
      | "lockScroll"
      | "autofocus"
      | "showInput"
      | "inputType"
      | "inputPlaceholder"
      | "dangerouslyUseHTMLString"
      | "customClass"
      | "center"
    >
  > &
    MessageBoxOptions;
  title: string | undefined;
  value: string;
  /** Current validation error text ("" = valid). */
  error: string;
  zIndex: number;
}

type Listener = () => void;

interface Pending {
  resolve: (result: MessageBoxResult) => void;
  reject: (reason: unknown) => void;
}

/** Validation as the original: pattern first, then the validator (reference §2.4). Returns the error text or "". */
export function validateInput(options: MessageBoxOptions, value: string): string {
  const fallback = options.inputErrorMessage || DEFAULT_INPUT_ERROR;
  if (options.inputPattern) {
    options.inputPattern.lastIndex = 0; // a /g pattern would otherwise alternate between runs
    if (!options.inputPattern.test(value || "")) return fallback;
  }
  if (typeof options.inputValidator === "function") {
    const result = options.inputValidator(value);
    if (result === false) return fallback;
    if (typeof result === "string") return result;
  }
  return "";
}

export function createMessageBoxStore() {
  let entries: readonly MessageBoxEntry[] = [];
  let seq = 0;
  const pending = new Map<string, Pending>();
  const listeners = new Set<Listener>();
  const emit = () => {
    for (const l of listeners) l();
  };
  const get = (id: string) => entries.find((e) => e.id === id);

  function patch(id: string, change: Partial<MessageBoxEntry>) {
    entries = entries.map((e) => (e.id === id ? { ...e, ...change } : e));
    emit();
  }

  function removeEntry(id: string) {
    entries = entries.filter((e) => e.id !== id);
    emit();
  }

  function settle(id: string, action: MessageBoxAction) {
    const entry = get(id);
    const p = pending.get(id);
    pending.delete(id);
    removeEntry(id);
    if (!entry || !p) return;
    if (action === "confirm") p.resolve(entry.options.showInput ? { value: entry.value, action } : action);
    else p.reject(action === "close" && entry.options.distinguishCancelAndClose ? "close" : "cancel");
  }

  /** The one way a box closes with an outcome (button, ×, mask, Escape, Enter in the prompt). */
  function act(id: string, action: MessageBoxAction) {
    const entry = get(id);
    if (!entry) return;
    if (action === "confirm" && entry.kind === "prompt") {
      const error = validateInput(entry.options, entry.value);
      if (error) {
        patch(id, { error });
        return;
      }
    }
    if (entry.options.beforeClose) {
      let called = false;
      entry.options.beforeClose(action, { value: entry.value, action }, () => {
        if (called) return;
        called = true;
        settle(id, action);
      });
      return;
    }
    settle(id, action);
  }

  function open(kind: MessageBoxKind, options: MessageBoxOptions): Promise<MessageBoxResult> {
    if (typeof document === "undefined") return Promise.reject(new Error("messageBox is browser-only"));
    seq += 1;
    const id = `message-box-${seq}`;
    const isAlert = kind === "alert";
    const entry: MessageBoxEntry = {
      id,
      kind,
      title: options.title,
      value: options.inputValue ?? "",
      error: "",
      zIndex: nextZIndex(),
      options: {
        ...options,
        showClose: options.showClose ?? true,
        showConfirmButton: options.showConfirmButton ?? true,
        showCancelButton: options.showCancelButton ?? (kind === "confirm" || kind === "prompt"),
        confirmButtonText: options.confirmButtonText || "确定",
        cancelButtonText: options.cancelButtonText || "取消",
        closeOnClickModal: options.closeOnClickModal ?? !isAlert,
        closeOnPressEscape: options.closeOnPressEscape ?? !isAlert,
        closeOnHashChange: options.closeOnHashChange ?? true,
        distinguishCancelAndClose: options.distinguishCancelAndClose ?? false,
        lockScroll: options.lockScroll ?? true,
        autofocus: options.autofocus ?? true,
        showInput: options.showInput ?? kind === "prompt",
        inputType: options.inputType ?? "text",
        inputPlaceholder: options.inputPlaceholder ?? "",
        dangerouslyUseHTMLString: options.dangerouslyUseHTMLString ?? false,
        customClass: options.customClass ?? "",
        center: options.center ?? false,
      },
    };
    const promise = new Promise<MessageBoxResult>((resolve, reject) => pending.set(id, { resolve, reject }));
    entries = [...entries, entry];
    emit();
    return promise;
  }

  return {
    open,
    act,
    /** Input change; re-validates live only for a non-empty value (an old error stays when cleared). */
    setValue(id: string, value: string) {
      const entry = get(id);
      if (!entry) return;
      const change: Partial<MessageBoxEntry> = { value };
      if (entry.kind === "prompt" && value !== "") change.error = validateInput(entry.options, value);
      patch(id, change);
    },
    /** Closes every box without an outcome: their Promises stay pending, as in the original. */
    closeAll() {
      for (const id of pending.keys()) pending.delete(id);
      entries = [];
      emit();
    },
    /** A box closed by a hash change: no action recorded, Promise stays pending (reference §2.3). */
    dismiss(id: string) {
      pending.delete(id);
      removeEntry(id);
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => entries,
    getServerSnapshot: () => EMPTY,
  };
}

const EMPTY: readonly MessageBoxEntry[] = Object.freeze([]);

export type MessageBoxStore = ReturnType<typeof createMessageBoxStore>;
export const messageBoxStore: MessageBoxStore = createMessageBoxStore();

type Shortcut = (
  message: ReactNode,
  title?: string | MessageBoxOptions,
  options?: MessageBoxOptions,
) => Promise<MessageBoxResult>;

function shortcut(kind: Exclude<MessageBoxKind, "">): Shortcut {
  return (message, title, options) => {
    // Second argument an object → it is the options and the title is "" (reference §2.1).
    const [t, o] = typeof title === "object" && title !== null ? ["", title] : [title ?? "", options ?? {}];
    // Later entries win: { title, message } < the caller's options (reference §2.1).
    return messageBoxStore.open(kind, { title: t, message, ...o });
  };
}

export interface MessageBoxFn {
  (options: MessageBoxOptions | string): Promise<MessageBoxResult>;
  alert: Shortcut;
  confirm: Shortcut;
  prompt: (
    message: ReactNode,
    title?: string | MessageBoxOptions,
    options?: MessageBoxOptions,
  ) => Promise<{ value: string; action: MessageBoxAction }>;
  close: () => void;
}

/** `await messageBox.confirm("确定删除？", "提示")`; rejects with "cancel" (or "close"). */
export const messageBox: MessageBoxFn = Object.assign(
  (options: MessageBoxOptions | string) =>
    messageBoxStore.open("", typeof options === "string" ? { message: options } : options),
  {
    alert: shortcut("alert"),
    confirm: shortcut("confirm"),
    prompt: shortcut("prompt") as MessageBoxFn["prompt"],
    close: () => messageBoxStore.closeAll(),
  },
);
