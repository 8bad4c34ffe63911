/**
 * Toast messages with Element Plus `ElMessage` parity (behaviour reference §1), callable from anywhere:
 * event handlers, the HTTP client, effects. The store lives outside React so callers need no hook; the
 * `<MessageHost />` mounted once in the root Layout renders it.
 *
 * - On the server every call is a no-op (the store is a module singleton there and would leak between
 *   requests); it returns a handle whose `close()` does nothing.
 * - In the browser a message called before the host has mounted (before hydration) waits in the store and
 *   shows once the host mounts. Its timer starts when it is first displayed, not when it was called.
 *
 * Fixes over the original's Element Plus toast (spec §3 toast options): `zIndex` is honoured; the close control is a real button; warnings and
 * errors are `role="alert"`, the rest `role="status"`; a string message is always text unless the caller
 * explicitly sets `dangerouslyUseHTMLString`.
 */
import type { ReactNode } from "react";
import { nextZIndex } from "../z-index";

export const MESSAGE_TYPES = ["primary", "success", "info", "warning", "error"] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export const MESSAGE_PLACEMENTS = ["top", "top-left", "top-right", "bottom", "bottom-left", "bottom-right"] as const;
export type MessagePlacement = (typeof MESSAGE_PLACEMENTS)[number];

export const MESSAGE_DEFAULTS = {
  type: "info" as MessageType,
  duration: 3000,
  offset: 16,
  placement: "top" as MessagePlacement,
  /** Fixed gap between stacked messages (reference §1.4): not configurable in the original either. */
  gap: 16,
  /** Leave transition length; the element is removed after it. */
  leaveMs: 400,
};

export interface MessageOptions {
  /** A string renders as text. A React node renders as content. */
  message?: ReactNode;
  type?: MessageType;
  /** Milliseconds before closing by itself; 0 = never. Default 3000. */
  duration?: number;
  showClose?: boolean;
  plain?: boolean;
  /** Distance of the first message from the viewport edge, and the minimum for the others. Default 16. */
  offset?: number;
  placement?: MessagePlacement;
  /** Merge with an open message of the same text in the same placement (repeat badge). */
  grouping?: boolean;
  repeatNum?: number;
  customClass?: string;
  /** Fixed z-index; when absent the next value of the shared counter (base 2000) is used. */
  zIndex?: number;
  /** Called (with no arguments) when the message starts to close. */
  onClose?: () => void;
  /** An Iconify name (e.g. lucide:bell; write it as a literal so it joins the build-time subset) or a React node; replaces the type's icon. */
  icon?: ReactNode;
  /** Opt-in only: treat a string `message` as HTML. Never pass user- or server-provided text here. */
  dangerouslyUseHTMLString?: boolean;
}

export type MessageParams = MessageOptions | string;

export interface MessageHandle {
  close: () => void;
}

/** Global configuration (ElConfigProvider's `message` prop). `max` applies per placement. */
export interface MessageConfig {
  max?: number;
  grouping?: boolean;
  duration?: number;
  offset?: number;
  showClose?: boolean;
  plain?: boolean;
  placement?: MessagePlacement;
}

/** One message as the host renders it. Immutable: every change makes a new object. */
export interface MessageEntry {
  id: string;
  message: ReactNode;
  type: MessageType;
  duration: number;
  showClose: boolean;
  plain: boolean;
  offset: number;
  placement: MessagePlacement;
  customClass: string;
  zIndex: number;
  icon: ReactNode;
  dangerouslyUseHTMLString: boolean;
  repeatNum: number;
  /** Distance from the placement's edge (CSS top, or bottom for bottom placements). */
  position: number;
  /** Measured height in px (border box). */
  height: number;
  /** True once the host displayed it (its timer runs from then). */
  mounted: boolean;
  /** True from close() until removal (leave transition). */
  closing: boolean;
}

type Listener = () => void;

interface Internal {
  onClose?: () => void;
  timer?: ReturnType<typeof setTimeout>;
  removeTimer?: ReturnType<typeof setTimeout>;
}

const NOOP_HANDLE: MessageHandle = Object.freeze({ close: () => {} });
const EMPTY: readonly MessageEntry[] = Object.freeze([]);

export function isBottom(placement: MessagePlacement): boolean {
  return placement.startsWith("bottom");
}

/**
 * Offsets of a placement's open messages, in order (reference §1.4): the first sits at its own `offset`;
 * each next one at max(previous far edge + 16, its own offset), where far edge = previous position + height.
 */
export function computePositions(
  list: readonly { offset: number; height: number }[],
  gap = MESSAGE_DEFAULTS.gap,
): number[] {
  const out: number[] = [];
  list.forEach((item, i) => {
    if (i === 0) {
      out.push(item.offset);
      return;
    }
    const prev = list[i - 1]!;
    const prevPos = out[i - 1]!;
    out.push(Math.max(prevPos + prev.height + gap, item.offset));
  });
  return out;
}

function normalize(params: MessageParams | undefined): MessageOptions {
  if (params === undefined || params === null) return { message: undefined };
  if (typeof params === "string") return { message: params };
  return params;
}

function isPlacement(value: unknown): value is MessagePlacement {
  return typeof value === "string" && (MESSAGE_PLACEMENTS as readonly string[]).includes(value);
}

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function"
    ? window.matchMedia("(prefers-reduced-motion: reduce)").matches
    : false;
}

export function createMessageStore() {
  let entries: readonly MessageEntry[] = EMPTY;
  let config: MessageConfig = {};
  let seq = 0;
  const internals = new Map<string, Internal>();
  const listeners = new Set<Listener>();

  function emit() {
    for (const l of listeners) l();
  }

  function openIn(placement: MessagePlacement): MessageEntry[] {
    return entries.filter((e) => e.placement === placement && !e.closing);
  }

  /** Re-stacks every placement; closing messages keep where they were while they fade out. */
  function commit(next: readonly MessageEntry[]) {
    const byId = new Map<string, number>();
    for (const placement of MESSAGE_PLACEMENTS) {
      const open = next.filter((e) => e.placement === placement && !e.closing);
      computePositions(open).forEach((pos, i) => byId.set(open[i]!.id, pos));
    }
    entries = next.map((e) => {
      const pos = byId.get(e.id);
      return pos === undefined || pos === e.position ? e : { ...e, position: pos };
    });
    emit();
  }

  function update(id: string, patch: Partial<MessageEntry>) {
    if (!entries.some((e) => e.id === id)) return;
    commit(entries.map((e) => (e.id === id ? { ...e, ...patch } : e)));
  }

  function get(id: string) {
    return entries.find((e) => e.id === id);
  }

  function stopTimer(id: string) {
    const it = internals.get(id);
    if (it?.timer !== undefined) {
      clearTimeout(it.timer);
      it.timer = undefined;
    }
  }

  /** Always the full duration: the original restarts, it never resumes the remaining time. */
  function startTimer(id: string) {
    const entry = get(id);
    if (!entry || entry.closing || entry.duration <= 0) return;
    stopTimer(id);
    const it = internals.get(id);
    if (it) it.timer = setTimeout(() => close(id), entry.duration);
  }

  function remove(id: string) {
    const it = internals.get(id);
    if (it?.removeTimer !== undefined) clearTimeout(it.removeTimer);
    internals.delete(id);
    if (entries.some((e) => e.id === id)) commit(entries.filter((e) => e.id !== id));
  }

  function close(id: string) {
    const entry = get(id);
    if (!entry || entry.closing) return;
    stopTimer(id);
    const it = internals.get(id);
    update(id, { closing: true });
    // The caller's onClose runs when the leave starts, with no arguments (reference §1.3 / §1.2).
    it?.onClose?.();
    if (!entry.mounted) {
      remove(id);
      return;
    }
    const ms = prefersReducedMotion() ? 0 : MESSAGE_DEFAULTS.leaveMs;
    if (it) it.removeTimer = setTimeout(() => remove(id), ms);
  }

  function show(params?: MessageParams, forcedType?: MessageType): MessageHandle {
    if (typeof document === "undefined") return NOOP_HANDLE;
    const o = normalize(params);
    const type: MessageType = forcedType ?? (o.type && MESSAGE_TYPES.includes(o.type) ? o.type : MESSAGE_DEFAULTS.type);
    const placement: MessagePlacement = isPlacement(o.placement)
      ? o.placement
      : isPlacement(config.placement)
        ? config.placement
        : MESSAGE_DEFAULTS.placement;
    const grouping = Boolean(o.grouping || config.grouping);

    if (grouping) {
      const same = openIn(placement).find((e) => e.message === o.message);
      if (same) {
        update(same.id, { repeatNum: same.repeatNum + 1, type });
        // Restart the full timer even while hovered, as the original does (reference §1.3 step 5).
        if (same.mounted) startTimer(same.id);
        return { close: () => close(same.id) };
      }
    }
    if (typeof config.max === "number" && openIn(placement).length >= config.max) return NOOP_HANDLE;

    const duration =
      o.duration === undefined || o.duration === MESSAGE_DEFAULTS.duration
        ? (config.duration ?? MESSAGE_DEFAULTS.duration)
        : o.duration;
    const offset =
      o.offset === undefined || o.offset === MESSAGE_DEFAULTS.offset
        ? (config.offset ?? MESSAGE_DEFAULTS.offset)
        : o.offset;
    seq += 1;
    const id = `message_${seq}`;
    const entry: MessageEntry = {
      id,
      message: o.message,
      type,
      duration: Number.isFinite(duration) && duration > 0 ? duration : 0,
      showClose: Boolean(o.showClose || config.showClose),
      plain: Boolean(o.plain || config.plain),
      offset,
      placement,
      customClass: o.customClass ?? "",
      zIndex: typeof o.zIndex === "number" && o.zIndex > 0 ? o.zIndex : nextZIndex(),
      icon: o.icon,
      dangerouslyUseHTMLString: Boolean(o.dangerouslyUseHTMLString),
      repeatNum: o.repeatNum && o.repeatNum > 0 ? Math.floor(o.repeatNum) : 1,
      position: offset,
      height: 0,
      mounted: false,
      closing: false,
    };
    internals.set(id, { onClose: o.onClose });
    commit([...entries, entry]);
    return { close: () => close(id) };
  }

  function closeAll(type?: MessageType) {
    for (const e of [...entries]) if (!e.closing && (type === undefined || e.type === type)) close(e.id);
  }

  function closeAllByPlacement(placement: MessagePlacement) {
    for (const e of [...entries]) if (!e.closing && e.placement === placement) close(e.id);
  }

  return {
    show,
    close,
    closeAll,
    closeAllByPlacement,
    /** Host: the message is on screen; its timer starts now. */
    markMounted(id: string) {
      const entry = get(id);
      if (!entry || entry.mounted) return;
      update(id, { mounted: true });
      startTimer(id);
    },
    /** Host: pointer entered (stop the timer). */
    pause(id: string) {
      stopTimer(id);
    },
    /** Host: pointer left (start a new timer for the full duration). */
    resume(id: string) {
      startTimer(id);
    },
    setHeight(id: string, height: number) {
      const entry = get(id);
      if (entry && entry.height !== height) update(id, { height });
    },
    remove,
    configure(next: MessageConfig) {
      config = { ...config, ...next };
    },
    getConfig: () => config,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => entries,
    getServerSnapshot: () => EMPTY,
    /** Tests only: forget everything, cancel timers. */
    reset() {
      for (const it of internals.values()) {
        if (it.timer !== undefined) clearTimeout(it.timer);
        if (it.removeTimer !== undefined) clearTimeout(it.removeTimer);
      }
      internals.clear();
      entries = EMPTY;
      config = {};
      emit();
    },
  };
}

export type MessageStore = ReturnType<typeof createMessageStore>;

/** The app's one message store. */
export const messageStore: MessageStore = createMessageStore();

type ShortcutFn = (params?: MessageParams) => MessageHandle;

export interface MessageFn {
  (params?: MessageParams): MessageHandle;
  primary: ShortcutFn;
  success: ShortcutFn;
  info: ShortcutFn;
  warning: ShortcutFn;
  error: ShortcutFn;
  closeAll: (type?: MessageType) => void;
  closeAllByPlacement: (placement: MessagePlacement) => void;
}

/** `message("已保存")`, `message.error("登录已失效")`, `message({ message, type, duration: 0, showClose: true })`. */
export const message: MessageFn = Object.assign((params?: MessageParams) => messageStore.show(params), {
  primary: (params?: MessageParams) => messageStore.show(params, "primary"),
  success: (params?: MessageParams) => messageStore.show(params, "success"),
  info: (params?: MessageParams) => messageStore.show(params, "info"),
  warning: (params?: MessageParams) => messageStore.show(params, "warning"),
  error: (params?: MessageParams) => messageStore.show(params, "error"),
  closeAll: (type?: MessageType) => messageStore.closeAll(type),
  closeAllByPlacement: (placement: MessagePlacement) => messageStore.closeAllByPlacement(placement),
});
