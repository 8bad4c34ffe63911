/**
 * The session as the server sees it: the `token` cookie (spec §3) and the
 * user info fetched once per request during SSR, so the first HTML already
 * shows the logged-in header.
 */
import { readCookie } from "./cookies";
import type { FlashMessage } from "./flash";
import type { HttpClient } from "../http/http";
import { clearTokenCookie, TOKEN_COOKIE, tokenCookie } from "./browser-session";
import { isUsableToken } from "./token-param";
import type { User } from "../lib/api-schemas";
import { describeUnavailable, loadUserInfo } from "./user-info";

export interface ServerUserResult {
  user: User | null;
  /** Toasts to show once after hydration (user-info errors met during SSR). */
  flash: FlashMessage[];
  /** The provider ended the session: the response clears the cookie, the browser its storage. */
  sessionEnded: boolean;
}

export interface ServerSession {
  token: string | null;
  /** Fetches user info on first call; later calls in the same request share the answer. */
  getUser(): Promise<ServerUserResult>;
  /** True once `getUser()` found the session ended. */
  readonly ended: boolean;
}

/** The `token` cookie, if it holds something that can be a bearer token. */
export function tokenFromRequest(request: Request): string | null {
  const token = readCookie(request.headers.get("cookie"), TOKEN_COOKIE);
  return isUsableToken(token) ? token : null;
}

export function setTokenCookieHeader(token: string, secure: boolean): string {
  return tokenCookie(token, secure);
}

export function clearTokenCookieHeader(secure: boolean): string {
  return clearTokenCookie(secure);
}

/**
 * `http` is read when user info is first asked for (the root loader), not now: the session middleware runs
 * before the HTTP client's, which takes its token from this session (root.tsx).
 */
export function createServerSession(
  token: string | null,
  http: () => HttpClient,
  options: { newId?: () => string; log?: (line: string) => void } = {},
): ServerSession {
  const newId = options.newId ?? (() => crypto.randomUUID());
  const log = options.log ?? ((line: string) => console.warn(line));
  let pending: Promise<ServerUserResult> | undefined;
  let ended = false;

  async function fetchUser(): Promise<ServerUserResult> {
    if (!token) return { user: null, flash: [], sessionEnded: false };
    const outcome = await loadUserInfo(http());
    switch (outcome.kind) {
      case "user":
        return { user: outcome.user, flash: [], sessionEnded: false };
      case "session-ended":
        ended = true;
        return { user: null, flash: [{ id: newId(), type: "error", message: outcome.message }], sessionEnded: true };
      case "error":
        return { user: null, flash: [{ id: newId(), type: "error", message: outcome.message }], sessionEnded: false };
      case "unavailable":
        // Spec §8: logged only. The line carries the error, never the token.
        log(describeUnavailable(outcome.error));
        return { user: null, flash: [], sessionEnded: false };
      case "aborted":
        return { user: null, flash: [], sessionEnded: false };
    }
  }

  return {
    token,
    getUser: () => (pending ??= fetchUser()),
    get ended() {
      return ended;
    },
  };
}
