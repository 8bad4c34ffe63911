/**
 * The browser session (spec §3–§4, §6): the login token and the user info.
 *
 * - The token lives in localStorage `token` (what the spec reads first), in a
 *   `token` cookie (so the server can render the logged-in header and hand the
 *   token on to the creative site), and in memory ("user state": the fallback
 *   when storage is unavailable, e.g. blocked by privacy settings).
 * - The user info lives in memory only; `useUser()` subscribes to it.
 * - `clearUserData()` removes all of it.
 *
 * Safe to import on the server: every browser API is touched lazily and
 * guarded, and the server never writes here (see server-session.server.ts).
 */
import type { User } from "../lib/api-schemas";

export const TOKEN_STORAGE_KEY = "token";
export const TOKEN_COOKIE = "token";
/** Seven days (spec §2 rule 1). */
export const TOKEN_COOKIE_MAX_AGE = 604_800;

interface SessionState {
  token: string | null;
  /** undefined = not known in the browser yet (the root loader's value applies). */
  user: User | null | undefined;
}

const state: SessionState = { token: null, user: undefined };
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Accessing localStorage throws when the browser blocks site data.
    return null;
  }
}

/** The held token: localStorage `token`, else the in-memory state (spec §3). */
export function getToken(): string | null {
  try {
    const stored = storage()?.getItem(TOKEN_STORAGE_KEY);
    if (stored) return stored;
  } catch {
    /* storage blocked: fall through to state */
  }
  return state.token;
}

/** The `token` cookie, shared with the server (cookie-read on SSR requests). */
export function tokenCookie(token: string, secure: boolean): string {
  return `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Max-Age=${TOKEN_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The header/document.cookie value that deletes the `token` cookie. */
export function clearTokenCookie(secure: boolean): string {
  return `${TOKEN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

function isSecurePage(): boolean {
  return typeof location !== "undefined" && location.protocol === "https:";
}

/** Stores a new token everywhere the session lives (spec §2 rule 1); the old user info is dropped. */
export function setToken(token: string): void {
  if (state.token !== token) state.user = null;
  state.token = token;
  try {
    storage()?.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    /* quota or blocked storage: the in-memory token still works for this tab */
  }
  if (typeof document !== "undefined") document.cookie = tokenCookie(token, isSecurePage());
  emit();
}

/**
 * Takes a token the browser already holds (cookie or storage) as the session
 * token without a new hand-off. `writeCookie` re-creates a missing cookie.
 */
export function adoptToken(token: string, { writeCookie }: { writeCookie: boolean }): void {
  state.token = token;
  try {
    if (storage()?.getItem(TOKEN_STORAGE_KEY) !== token) storage()?.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    /* storage blocked: the in-memory token still works for this tab */
  }
  if (writeCookie && typeof document !== "undefined") document.cookie = tokenCookie(token, isSecurePage());
}

export function setUser(user: User | null): void {
  state.user = user;
  emit();
}

/**
 * Brings the browser state in line with what the server rendered, without a
 * re-render of readers (called once on hydration). The server's answer only
 * fills gaps: a value the browser already has (e.g. set by a hand-off) wins.
 */
export function seedUser(user: User | null): void {
  if (state.user === undefined) state.user = user;
}

/** `clearUserData()` (spec §4): token, user info, localStorage key and cookie. */
export function clearUserData(): void {
  state.token = null;
  state.user = null;
  try {
    storage()?.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    /* nothing stored we could reach */
  }
  if (typeof document !== "undefined") {
    document.cookie = clearTokenCookie(isSecurePage());
    // A cookie set by the server over https carries Secure; the delete above
    // matches it by name+path only, so one call covers both.
  }
  emit();
}

export function getUserSnapshot(): User | null | undefined {
  return state.user;
}

export function subscribeUser(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Test hook: forget in-memory state between tests. */
export function resetSessionStateForTests(): void {
  state.token = null;
  state.user = undefined;
  listeners.clear();
}
