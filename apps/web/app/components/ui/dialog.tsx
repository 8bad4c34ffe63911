import { useEffect, useRef, type ComponentPropsWithoutRef, type ReactNode } from "react";

type DialogProps = Omit<
  ComponentPropsWithoutRef<"dialog">,
  "open" | "onCancel" | "onClose" | "aria-labelledby" | "aria-describedby"
> & {
  /** id of the visible heading that names the dialog (required: a dialog is always labelled). */
  labelledBy: string;
  /** id of the text that describes it, if any. */
  describedBy?: string;
  /** Escape, and a click on the backdrop when `closeOnBackdrop`: the owner decides what closing means (state, navigation). */
  onClose: () => void;
  closeOnBackdrop?: boolean;
  /** Keep the page behind from scrolling under the dialog (wheel, touch). */
  lockScroll?: boolean;
  /**
   * Puts focus somewhere once the dialog is gone. Default: back to the
   * element that had focus when it opened.
   */
  returnFocus?: () => void;
  children: ReactNode;
};

/**
 * A native <dialog>, rendered open by the server (non-modal, so its content is
 * in the HTML and usable before any script runs) and re-opened as a modal once
 * hydrated: the page behind becomes inert, focus is trapped, and Escape
 * arrives as `cancel`, which is handed to `onClose` instead of closing the
 * element behind React's back. The owner unmounts it to close it.
 */
export function Dialog({
  labelledBy,
  describedBy,
  onClose,
  closeOnBackdrop = false,
  lockScroll = false,
  returnFocus,
  children,
  onClick,
  ...rest
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  // Read when the dialog goes away, so it must be the latest one, not the first render's.
  const returnFocusRef = useRef(returnFocus);
  useEffect(() => {
    returnFocusRef.current = returnFocus;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.matches(":modal")) {
      // Before showModal(), which moves focus into the dialog.
      opener.current = document.activeElement;
      if (dialog.open) dialog.close();
      dialog.showModal();
    }
    const root = document.documentElement;
    const overflowBefore = root.style.overflow;
    if (lockScroll) root.style.overflow = "hidden";
    return () => {
      if (lockScroll) root.style.overflow = overflowBefore;
      const custom = returnFocusRef.current;
      if (custom) custom();
      else if (opener.current instanceof HTMLElement && opener.current.isConnected)
        opener.current.focus({ preventScroll: true });
    };
    // Set up once per opening: the owner mounts the dialog to open it and unmounts it to close it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- backdrop click is a pointer shortcut; Escape (onCancel) closes it from the keyboard
    <dialog
      {...rest}
      ref={ref}
      open
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        onClick?.(event);
        // A click on the backdrop lands on the <dialog> itself (the content fills it).
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      {children}
    </dialog>
  );
}
