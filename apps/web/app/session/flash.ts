/**
 * A message the server met while rendering (e.g. a user-info error during
 * SSR) that the browser shows once, as a toast, after hydration.
 */
export interface FlashMessage {
  /** Unique per server render, so the browser shows each one once. */
  id: string;
  type: "success" | "info" | "warning" | "error";
  /** Plain text (rendered as text, never HTML). */
  message: string;
}
