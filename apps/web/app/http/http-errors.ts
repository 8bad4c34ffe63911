/**
 * The HTTP client's error types (http.ts), in a module of their own: code that only needs to recognise an
 * error (user-info outcomes, route components) imports them from here and so does not pull ofetch into the
 * browser's first load.
 */

/** A provider answered, but not with success: a non-zero envelope code or an HTTP error. */
export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly status: number | undefined;
  /**
   * True when `code`/`msg` come from a provider envelope; false when the
   * answer was an HTTP error without one (e.g. a proxy's 502 page), in which
   * case `code` is the HTTP status.
   */
  readonly fromEnvelope: boolean;
  constructor(code: number, msg: string, status?: number, fromEnvelope = true) {
    super(msg || `接口错误（${code}）`);
    this.name = "ApiError";
    this.code = code;
    this.msg = msg;
    this.status = status;
    this.fromEnvelope = fromEnvelope;
  }
}

/** No usable answer at all: network down, timeout, or a body that is not an envelope. */
export class NetworkError extends Error {
  readonly cause: unknown;
  constructor(message: string, cause?: unknown) {
    super(message);
    this.name = "NetworkError";
    this.cause = cause;
  }
}

export function isAbortError(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    ((error as { name?: string }).name === "AbortError" ||
      (error as { cause?: { name?: string } }).cause?.name === "AbortError")
  );
}
