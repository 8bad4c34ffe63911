/**
 * Browser session flows on top of `browser-session.ts`: fetching user info and acting
 * on its outcome (spec §8), hydrating from the server's answer, signing out.
 */
import { readCookie } from "./cookies";
import type { FlashMessage } from "./flash";
import {
  adoptToken,
  clearUserData,
  getToken,
  getUserSnapshot,
  seedUser,
  setUser,
  TOKEN_COOKIE,
} from "./browser-session";
import { isUsableToken } from "./token-param";
import type { User } from "../lib/api-schemas";
// Toasts (spec §8) go through the app's notifier: the session imports no UI.
import { notify } from "../lib/notify";
import type { UserInfoOutcome } from "./user-info";
import { describeUnavailable } from "./user-info-log";

export const SIGN_OUT_PATH = "/v1/login/signOut";

/**
 * The browser's HTTP client, loaded on first use: most pages never call the provider from the browser
 * (loaders run on the server), so ofetch stays out of every page's first load.
 */
async function browserHttp() {
  return (await import("./browser-http")).browserHttp();
}

/** Applies a user-info outcome in the browser (spec §8). */
export function applyUserInfoOutcome(outcome: UserInfoOutcome): void {
  switch (outcome.kind) {
    case "user":
      setUser(outcome.user);
      return;
    case "session-ended":
      toastOutcome(outcome.message);
      clearUserData();
      return;
    case "error":
      toastOutcome(outcome.message);
      setUser(null);
      lastError = { token: getToken() ?? "", at: Date.now() };
      return;
    case "unavailable":
      console.warn(describeUnavailable(outcome.error));
      return;
    case "aborted":
      return;
  }
}

let inFlight: Promise<void> | undefined;

/**
 * A client navigation that hands over a token fetches user info in the
 * browser, and the root loader's revalidation meets the same outcome on the
 * server and sends it back as a flash. One outcome, one toast: a flash with
 * the text the browser has just shown is not shown again.
 */
const FLASH_DEDUPE_MS = 10_000;
let lastOutcomeToast: { message: string; at: number } | undefined;

function toastOutcome(text: string): void {
  lastOutcomeToast = { message: text, at: Date.now() };
  notify({ type: "error", message: text });
}

/**
 * After a non-zero user-info code the session is kept (spec §8) and the user
 * stays "not loaded", so every navigation would fetch again and toast the same
 * error. The original did exactly that; we wait this long before asking the
 * provider again for the same token. A hand-off (new token) is never delayed.
 */
export const USER_INFO_ERROR_COOLDOWN_MS = 30_000;
let lastError: { token: string; at: number } | undefined;

/** Fetches user info now (hand-off, membership changes), replacing any request in flight. */
export function refreshUser(): Promise<void> {
  // user-info.ts validates with zod: loaded with the HTTP client, when user info is fetched, not on every page.
  const run: Promise<void> = Promise.all([browserHttp(), import("./user-info")])
    .then(
      ([http, { loadUserInfo }]) => loadUserInfo(http),
      // The client's chunk did not load (e.g. a deploy removed it): like a failed request, log and keep the session.
      (error: unknown): UserInfoOutcome => ({ kind: "unavailable", error }),
    )
    .then(applyUserInfoOutcome)
    .finally(() => {
      if (inFlight === run) inFlight = undefined;
    });
  inFlight = run;
  return run;
}

/** Spec §2: when a token is held and user info is not loaded, fetch it (once at a time). */
export function ensureUser(): Promise<void> | undefined {
  const token = getToken();
  if (!token) return undefined;
  if (getUserSnapshot()) return undefined;
  if (lastError?.token === token && Date.now() - lastError.at < USER_INFO_ERROR_COOLDOWN_MS) return undefined;
  return inFlight ?? refreshUser();
}

/**
 * The server-rendered page's session becomes the browser's (once, after
 * hydration):
 * - the provider ended the session during SSR: clear everything here too;
 * - the `token` cookie (set by the server's hand-off redirect or an earlier
 *   visit) is what the page was rendered for: localStorage follows it;
 * - no cookie but a stored token (cookie expired or removed): the stored
 *   token is the session (spec §3); the cookie is restored and user info is
 *   fetched in the browser.
 */
export function hydrateSession(data: { user: User | null; sessionEnded: boolean }): void {
  if (data.sessionEnded) {
    clearUserData();
    return;
  }
  const cookieToken = readCookie(document.cookie, TOKEN_COOKIE);
  if (isUsableToken(cookieToken)) {
    adoptToken(cookieToken, { writeCookie: false });
    seedUser(data.user);
    return;
  }
  const stored = getToken();
  if (isUsableToken(stored)) {
    adoptToken(stored, { writeCookie: true });
    void ensureUser();
  } else if (stored) {
    clearUserData();
  }
}

const shownFlash = new Set<string>();

/** Shows each server flash once (React may run effects twice; a revalidation may resend it). */
export function showFlash(flash: readonly FlashMessage[]): void {
  for (const item of flash) {
    if (shownFlash.has(item.id)) continue;
    shownFlash.add(item.id);
    if (lastOutcomeToast?.message === item.message && Date.now() - lastOutcomeToast.at < FLASH_DEDUPE_MS) continue;
    notify({ type: item.type, message: item.message });
  }
}

/**
 * 退出登录: tell the provider, then clear local data whatever it answered
 * (spec: sign-out works with the provider down too).
 */
export async function signOut(): Promise<void> {
  try {
    await (await browserHttp()).request(SIGN_OUT_PATH, { key: "sign-out", timeout: 5000 });
  } catch (error) {
    console.warn(`[session] 退出登录请求失败，已清除本地登录信息（${error instanceof Error ? error.name : "error"}）`);
  } finally {
    clearUserData();
  }
}

/** Test hook: forget the in-flight request, the error cooldown and shown flash ids. */
export function resetUserSessionForTests(): void {
  inFlight = undefined;
  lastError = undefined;
  lastOutcomeToast = undefined;
  shownFlash.clear();
}
