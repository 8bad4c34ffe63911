/**
 * The idempotency key of one purchase attempt (`POST /v1/vip/orders`
 * `orderKey`): a double click, a retried request or reopening the payment
 * step for the same plan returns the same order instead of a second one.
 * `crypto.randomUUID` exists only in secure contexts, so plain-http
 * deployments fall back to getRandomValues (available everywhere).
 */
export function newOrderKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === "function") return c.randomUUID();
  const bytes = c.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** What the provider accepts as an order key. */
export const ORDER_KEY = /^[A-Za-z0-9_-]{8,64}$/;
