/**
 * Renders the open message boxes (message-box.ts). Mounted once in the root Layout.
 * Accessibility (fixes over the original): role="dialog" + aria-modal, labelled by the visible title,
 * described by the message; focus moves in on open, is trapped (Tab / Shift+Tab loop) and returns to where
 * it was; the × is a real button with a Chinese label; the body does not scroll behind the box.
 */
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore, type ReactNode } from "react";
import { Icon } from "../icon/icon";
import { messageBoxStore, type MessageBoxEntry, type MessageBoxStore, type MessageBoxType } from "./message-box";

const useIsoLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

const TYPE_ICON: Record<Exclude<MessageBoxType, "">, { name: string; className: string }> = {
  primary: { name: "ri:information-fill", className: "text-brand-700" },
  info: { name: "ri:information-fill", className: "text-gray-600" },
  success: { name: "ri:checkbox-circle-fill", className: "text-green-700" },
  warning: { name: "ri:error-warning-fill", className: "text-amber-600" },
  error: { name: "ri:close-circle-fill", className: "text-red-600" },
};

export function MessageBoxHost({ store = messageBoxStore }: { store?: MessageBoxStore }) {
  const entries = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  const locked = entries.some((e) => e.options.lockScroll);

  useScrollLock(locked);

  useEffect(() => {
    if (!entries.some((e) => e.options.closeOnHashChange)) return;
    const onHashChange = () => {
      for (const e of entries) if (e.options.closeOnHashChange) store.dismiss(e.id);
    };
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, [entries, store]);

  if (entries.length === 0) return null;
  return (
    <>
      {entries.map((entry, i) => (
        <MessageBoxView key={entry.id} entry={entry} store={store} isTop={i === entries.length - 1} />
      ))}
    </>
  );
}

function useScrollLock(locked: boolean) {
  useIsoLayoutEffect(() => {
    if (!locked) return;
    const body = document.body;
    const before = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // Keep the layout from jumping when the scrollbar disappears.
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    body.style.overflow = "hidden";
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    return () => {
      body.style.overflow = before.overflow;
      body.style.paddingRight = before.paddingRight;
    };
  }, [locked]);
}

function MessageBoxView({ entry, store, isTop }: { entry: MessageBoxEntry; store: MessageBoxStore; isTop: boolean }) {
  const { id, options } = entry;
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const maskDown = useRef(false);
  const closing = useRef(false);
  const titleId = `${id}-title`;
  const contentId = `${id}-content`;
  const errorId = `${id}-error`;
  const inputId = `${id}-input`;

  // Focus in on open, back to the opener on close.
  useIsoLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target = options.showInput
      ? inputRef.current
      : options.autofocus && options.showConfirmButton
        ? confirmRef.current
        : dialogRef.current;
    (target ?? dialogRef.current)?.focus();
    return () => {
      closing.current = true; // lets the focus trap below let go while focus goes back
      if (opener && opener.isConnected) opener.focus();
    };
    // Runs once per box: the options of an open box do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Focus that escapes the top box (e.g. a click on the page behind) is pulled back in.
  useEffect(() => {
    if (!isTop) return;
    const onFocusIn = (event: FocusEvent) => {
      const dialog = dialogRef.current;
      if (closing.current || !dialog?.isConnected) return;
      if (event.target instanceof Node && !dialog.contains(event.target)) dialog.focus();
    };
    document.addEventListener("focusin", onFocusIn);
    return () => document.removeEventListener("focusin", onFocusIn);
  }, [isTop]);

  function onKeyDown(event: React.KeyboardEvent) {
    if (!isTop) return;
    if (event.key === "Escape") {
      if (options.closeOnPressEscape) {
        event.stopPropagation();
        store.act(id, "close");
      }
      return;
    }
    if (event.key !== "Tab") return;
    const dialog = dialogRef.current;
    if (!dialog) return;
    const focusables = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusables.length === 0) {
      event.preventDefault();
      dialog.focus();
      return;
    }
    const first = focusables[0]!;
    const last = focusables[focusables.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  const icon = options.type ? TYPE_ICON[options.type] : undefined;
  const hasTitle = entry.title !== undefined && entry.title !== null;
  const message: ReactNode =
    typeof options.message === "string" && options.dangerouslyUseHTMLString ? (
      // Opt-in only (the caller set dangerouslyUseHTMLString).
      <span dangerouslySetInnerHTML={{ __html: options.message }} />
    ) : (
      options.message
    );

  return (
    <div
      // The mask: pointer presses on it close the box, and keys from inside the box bubble to it (Escape, the Tab trap).
      role="presentation"
      data-slot="message-box-overlay"
      className="fixed inset-0 flex items-center justify-center overflow-auto bg-black/50 p-4"
      style={{ zIndex: entry.zIndex }}
      onKeyDown={onKeyDown}
      onMouseDown={(event) => {
        maskDown.current = event.target === event.currentTarget;
      }}
      onMouseUp={(event) => {
        // Only a press that starts and ends on the mask counts: dragging out of the box does not close it.
        const onMask = maskDown.current && event.target === event.currentTarget;
        maskDown.current = false;
        if (onMask && options.closeOnClickModal) store.act(id, "close");
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={hasTitle && entry.title ? titleId : undefined}
        aria-label={hasTitle && entry.title ? undefined : "提示"}
        aria-describedby={options.showInput ? undefined : contentId}
        tabIndex={-1}
        data-slot="message-box"
        className={`w-[420px] max-w-full rounded-lg bg-white p-5 text-ink shadow-xl outline-none ${options.center ? "text-center" : ""} ${options.customClass}`}
      >
        {hasTitle ? (
          <div className="flex items-start justify-between gap-3 pb-2.5">
            <h2 id={titleId} className="text-lg leading-6 font-bold">
              {entry.title}
            </h2>
            {options.showClose ? (
              <button
                type="button"
                aria-label="关闭此对话框"
                className="-m-1 grid size-8 shrink-0 place-items-center rounded text-gray-500 hover:bg-gray-100 hover:text-gray-800"
                onClick={() => store.act(id, "close")}
              >
                <Icon name="ri:close-line" className="size-5" />
              </button>
            ) : null}
          </div>
        ) : null}
        <div className="flex items-start gap-3 py-2.5 text-sm leading-6 text-gray-700">
          {icon ? <Icon name={icon.name} className={`mt-0.5 size-5 shrink-0 ${icon.className}`} /> : null}
          <div className="min-w-0 flex-1">
            {options.showInput ? (
              <>
                {message ? (
                  <label htmlFor={inputId} className="mb-2 block">
                    {message}
                  </label>
                ) : null}
                {options.inputType === "textarea" ? (
                  <textarea
                    ref={inputRef}
                    id={inputId}
                    value={entry.value}
                    placeholder={options.inputPlaceholder}
                    aria-label={message ? undefined : (entry.title ?? "输入")}
                    aria-invalid={entry.error ? true : undefined}
                    aria-describedby={errorId}
                    rows={3}
                    className={inputClass(Boolean(entry.error))}
                    onChange={(event) => store.setValue(id, event.target.value)}
                  />
                ) : (
                  <input
                    ref={inputRef}
                    id={inputId}
                    type={options.inputType}
                    value={entry.value}
                    placeholder={options.inputPlaceholder}
                    aria-label={message ? undefined : (entry.title ?? "输入")}
                    aria-invalid={entry.error ? true : undefined}
                    aria-describedby={errorId}
                    className={inputClass(Boolean(entry.error))}
                    onChange={(event) => store.setValue(id, event.target.value)}
                    onKeyDown={(event) => {
                      if (event.key === "Enter" && !event.nativeEvent.isComposing) {
                        event.preventDefault();
                        store.act(id, "confirm");
                      }
                    }}
                  />
                )}
                {/* The line's space is always reserved so the box does not jump when an error appears. */}
                <p
                  id={errorId}
                  role={entry.error ? "alert" : undefined}
                  className={`mt-1 min-h-5 text-xs leading-5 text-red-700 ${entry.error ? "visible" : "invisible"}`}
                >
                  {entry.error}
                </p>
              </>
            ) : (
              <div id={contentId}>{message}</div>
            )}
          </div>
        </div>
        <div className={`flex gap-3 pt-2.5 ${options.center ? "justify-center" : "justify-end"}`}>
          {options.showCancelButton ? (
            <button
              type="button"
              className="rounded-md border border-gray-300 bg-white px-4 py-2 text-sm text-gray-800 hover:border-brand-500 hover:text-brand-700"
              onClick={() => store.act(id, "cancel")}
            >
              {options.cancelButtonText}
            </button>
          ) : null}
          {options.showConfirmButton ? (
            <button
              ref={confirmRef}
              type="button"
              className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
              onClick={() => store.act(id, "confirm")}
            >
              {options.confirmButtonText}
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}

function inputClass(invalid: boolean) {
  return `block w-full rounded-md border px-3 py-2 text-sm text-ink ${invalid ? "border-red-600" : "border-gray-300 focus:border-brand-600"}`;
}
