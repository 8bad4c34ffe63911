/**
 * Renders the message store (message.ts). Mounted once in the root Layout. During SSR and hydration it
 * renders nothing (server snapshot is empty), so messages raised before hydration appear right after it.
 */
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type CSSProperties } from "react";
import { Icon } from "../icon/icon";
import { isBottom, messageStore, type MessageEntry, type MessageStore, type MessageType } from "./message";

// useLayoutEffect warns during SSR; the host renders nothing there anyway.
const useIsoLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/** Filled icons, as Element Plus uses (InfoFilled, SuccessFilled, WarningFilled, CircleCloseFilled). */
const TYPE_ICON: Record<MessageType, string> = {
  primary: "ri:information-fill",
  info: "ri:information-fill",
  success: "ri:checkbox-circle-fill",
  warning: "ri:error-warning-fill",
  error: "ri:close-circle-fill",
};

/**
 * Light background + border + dark text per type. Element Plus uses the type colour itself for the text,
 * which fails WCAG AA for success/warning/info; these pairs are ≥ 4.5:1.
 */
const TYPE_CLASS: Record<MessageType, { box: string; plain: string; badge: string }> = {
  primary: { box: "border-brand-200 bg-brand-50 text-brand-800", plain: "text-brand-800", badge: "bg-brand-700" },
  success: { box: "border-green-200 bg-green-50 text-green-800", plain: "text-green-800", badge: "bg-green-700" },
  info: { box: "border-gray-200 bg-gray-50 text-gray-700", plain: "text-gray-700", badge: "bg-gray-600" },
  warning: { box: "border-amber-200 bg-amber-50 text-amber-800", plain: "text-amber-800", badge: "bg-amber-700" },
  error: { box: "border-red-200 bg-red-50 text-red-700", plain: "text-red-700", badge: "bg-red-600" },
};

/** The badge's cap (Element Plus Badge default `max` 99). */
export function formatRepeat(n: number): string {
  return n > 99 ? "99+" : String(n);
}

export function MessageHost({ store = messageStore }: { store?: MessageStore }) {
  const entries = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);

  // Before the first message is painted (a layout effect), so an Escape pressed as it appears is not missed.
  useIsoLayoutEffect(() => {
    // One Escape closes every open message, wherever focus is (the original listens on document).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" || event.code === "Escape") store.closeAll();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [store]);

  if (entries.length === 0) return null;
  return (
    <div data-slot="message-host">
      {entries.map((entry) => (
        <MessageItem key={entry.id} entry={entry} store={store} />
      ))}
    </div>
  );
}

function MessageItem({ entry, store }: { entry: MessageEntry; store: MessageStore }) {
  const ref = useRef<HTMLDivElement>(null);
  const [entered, setEntered] = useState(false);
  const { id } = entry;

  useIsoLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => store.setHeight(id, el.getBoundingClientRect().height);
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [id, store]);

  useEffect(() => {
    store.markMounted(id);
    // Paint once in the "from" state so the enter transition runs.
    const raf =
      typeof requestAnimationFrame === "function" ? requestAnimationFrame : (cb: () => void) => setTimeout(cb, 16);
    const handle = raf(() => setEntered(true));
    return () => {
      if (typeof cancelAnimationFrame === "function" && typeof handle === "number") cancelAnimationFrame(handle);
      else clearTimeout(handle as ReturnType<typeof setTimeout>);
    };
  }, [id, store]);

  const bottom = isBottom(entry.placement);
  const centred = entry.placement === "top" || entry.placement === "bottom";
  const visible = entered && !entry.closing;
  const slide = visible ? "0" : bottom ? "100%" : "-100%";
  const style: CSSProperties = {
    zIndex: entry.zIndex,
    [bottom ? "bottom" : "top"]: `${entry.position}px`,
    transform: `${centred ? "translateX(-50%) " : ""}translateY(${slide})`,
    opacity: visible ? 1 : 0,
  };
  const colours = TYPE_CLASS[entry.type];
  const urgent = entry.type === "warning" || entry.type === "error";
  const text = entry.message;

  return (
    <div
      ref={ref}
      id={entry.id}
      role={urgent ? "alert" : "status"}
      data-slot="message"
      data-type={entry.type}
      data-placement={entry.placement}
      data-state={entry.closing ? "closing" : "open"}
      className={[
        "fixed flex w-max max-w-[calc(100%-32px)] items-center gap-2 rounded-md border px-[15px] py-[11px] shadow-sm",
        "[transition:opacity_0.3s,transform_0.4s,top_0.4s,bottom_0.4s] motion-reduce:transition-none",
        centred ? "left-1/2" : entry.placement.endsWith("left") ? "left-4" : "right-4",
        entry.plain ? `border-gray-200 bg-white ${colours.plain}` : colours.box,
        entry.customClass,
      ].join(" ")}
      style={style}
      onMouseEnter={() => store.pause(id)}
      onMouseLeave={() => store.resume(id)}
    >
      {entry.repeatNum > 1 ? (
        <span
          data-slot="message-badge"
          className={`absolute -top-2 -right-2 min-w-[18px] rounded-full px-1.5 text-center text-xs leading-[18px] text-white ${colours.badge}`}
        >
          {formatRepeat(entry.repeatNum)}
        </span>
      ) : null}
      {typeof entry.icon === "string" ? (
        <Icon name={entry.icon} className="size-4 shrink-0" />
      ) : entry.icon !== undefined && entry.icon !== null ? (
        <span className="flex shrink-0 items-center" aria-hidden="true">
          {entry.icon}
        </span>
      ) : (
        <Icon name={TYPE_ICON[entry.type]} className="size-4 shrink-0" />
      )}
      {typeof text === "string" && entry.dangerouslyUseHTMLString ? (
        // Opt-in only (the caller set dangerouslyUseHTMLString); never used with server or user text.
        <p className="m-0 text-sm leading-none" dangerouslySetInnerHTML={{ __html: text }} />
      ) : (
        <p className="m-0 text-sm leading-none">{text}</p>
      )}
      {entry.showClose ? (
        <button
          type="button"
          aria-label="关闭"
          className="-m-1 grid size-6 shrink-0 cursor-pointer place-items-center rounded text-current opacity-70 hover:opacity-100 focus-visible:opacity-100"
          onClick={(event) => {
            event.stopPropagation();
            store.close(id);
          }}
        >
          <Icon name="ri:close-line" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
