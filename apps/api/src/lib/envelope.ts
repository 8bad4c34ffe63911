/**
 * The answer shape every JSON endpoint uses: `{ code, msg, data }`, code 0 = success.
 * Failures are thrown as `ApiError` from anywhere and turned into an envelope by the
 * app's error handler, so route code reads top to bottom without early-return plumbing.
 */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export type Envelope<T> = { code: number; msg: string; data: T | null };

/** Non-zero codes. Generic failures use HTTP status × 100; session codes are the provider's own. */
export const ErrorCode = {
  badRequest: 40_000,
  badJson: 40_001,
  /** A VIP-only action (a run on a VIP tool, a custom word list) by a non-member. */
  vipRequired: 40_300,
  notFound: 40_400,
  conflict: 40_900,
  orderExpired: 40_901,
  tooLarge: 41_300,
  unsupportedMediaType: 41_500,
  unknownFilter: 42_200,
  /** The day's runs of a tool are used up (HTTP 429); resets at 00:00 Asia/Shanghai. */
  quotaExceeded: 42_900,
  internal: 50_000,
  /** Missing, unknown or ended token (spec §8 list; the web clears the session). */
  sessionInvalid: 180_003,
} as const;

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const badRequest = (msg: string) => new ApiError(400, ErrorCode.badRequest, msg);
export const notFound = (msg: string) => new ApiError(404, ErrorCode.notFound, msg);
export const unknownFilter = (msg: string) => new ApiError(422, ErrorCode.unknownFilter, msg);
export const sessionInvalid = () => new ApiError(401, ErrorCode.sessionInvalid, "登录状态无效，请重新登录");

export function ok<T>(c: Context, data: T, status: ContentfulStatusCode = 200) {
  const body: Envelope<T> = { code: 0, msg: "ok", data };
  return c.json(body, status);
}

export function fail(c: Context, status: ContentfulStatusCode, code: number, msg: string) {
  const body: Envelope<null> = { code, msg, data: null };
  return c.json(body, status);
}
