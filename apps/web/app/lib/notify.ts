/**
 * The app's toast, for code below the components (session, routing): root.tsx connects it to `message`
 * (components/ui), so those folders never import UI (docs/conventions.md, import direction). Until then a toast
 * is only logged. Plain text: never rendered as HTML.
 */
export interface Toast {
  type: "success" | "info" | "warning" | "error";
  message: string;
}

let sink: (toast: Toast) => void = (toast) => console.warn(`[toast] ${toast.message}`);

export function setNotifier(notifier: (toast: Toast) => void): void {
  sink = notifier;
}

export function notify(toast: Toast): void {
  sink(toast);
}
