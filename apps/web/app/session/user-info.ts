/**
 * `GET /v1/user/info` and its outcomes (spec §8), in one place for the SSR
 * fetch (session middleware) and the browser fetch (client middleware).
 */
import type { HttpClient } from "../http/http";
import { ApiError, isAbortError } from "../http/http-errors";
import { userSchema, type User } from "../lib/api-schemas";

/** User-info codes after which the token is worthless: clear the session (spec §8). */
export const SESSION_ENDING_CODES: ReadonlySet<number> = new Set([180002, 180003, 180007, 180100, 180017]);

export const USER_INFO_PATH = "/v1/user/info";
/** Request key: a newer user-info request replaces an older one in flight. */
export const USER_INFO_KEY = "user-info";

export type UserInfoOutcome =
  | { kind: "user"; user: User }
  /** 180002/180003/180007/180100/180017: toast `message`, clear the session. */
  | { kind: "session-ended"; code: number; message: string }
  /** Another non-zero code: toast `message`, keep the session. */
  | { kind: "error"; code: number; message: string }
  /** No usable answer (network, timeout, garbage): log only, keep the session. */
  | { kind: "unavailable"; error: unknown }
  /** Aborted by a newer request: nothing to do. */
  | { kind: "aborted" };

export async function loadUserInfo(http: HttpClient, signal?: AbortSignal): Promise<UserInfoOutcome> {
  try {
    const answer = userSchema.safeParse(await http.request<unknown>(USER_INFO_PATH, { key: USER_INFO_KEY, signal }));
    // An answer that is not a user is "no usable answer" (spec §8): logged, session kept.
    if (!answer.success)
      return {
        kind: "unavailable",
        error: new Error(`user info without a user: ${answer.error.issues[0]?.path.join(".") || "data"}`),
      };
    return { kind: "user", user: answer.data };
  } catch (error) {
    if (isAbortError(error)) return { kind: "aborted" };
    if (error instanceof ApiError && error.fromEnvelope) {
      const message = error.msg || `获取用户信息失败（${error.code}）`;
      return SESSION_ENDING_CODES.has(error.code)
        ? { kind: "session-ended", code: error.code, message }
        : { kind: "error", code: error.code, message };
    }
    return { kind: "unavailable", error };
  }
}

// In a module of its own: the browser logs with it on every page, and this one carries zod (validation),
// which the browser loads only when it fetches user info.
export { describeUnavailable } from "./user-info-log";
