/**
 * Per-section loading for screens: a section failing never fails the page.
 * Loaders return one `SectionResult` per section; the component shows the
 * section's data, or its error state with the message, while the rest of the
 * page (and the HTTP 200) stays intact. Provider answers are validated here,
 * at the trust boundary: a malformed answer is that section's error, not a
 * crash three components later.
 */
import type { z } from "zod";
import { ApiError, NetworkError, type HttpClient, type RequestOptions } from "./http";

export type SectionResult<T> = { ok: true; data: T } | { ok: false; message: string; status?: number };

export const INVALID_ANSWER_MESSAGE = "服务返回的数据有误，请稍后重试";

/** Any zod schema, classic or zod/mini (the browser-side tool modules use mini: a lighter module). */
type Schema = z.core.$ZodType & { safeParse(data: unknown): { success: true; data: unknown } | { success: false } };

export async function loadSection<S extends Schema>(
  client: HttpClient,
  path: string,
  schema: S,
  options?: RequestOptions,
): Promise<SectionResult<z.output<S>>> {
  try {
    const raw = await client.request<unknown>(path, options);
    const parsed = schema.safeParse(raw);
    if (!parsed.success) return { ok: false, message: INVALID_ANSWER_MESSAGE };
    return { ok: true, data: parsed.data as z.output<S> };
  } catch (error) {
    return { ok: false, ...sectionError(error) };
  }
}

/** A user-facing Chinese message for a failed call; the provider's own msg when it sent one. */
export function sectionError(error: unknown): { message: string; status?: number } {
  if (error instanceof ApiError) return { message: error.msg || error.message, status: error.status };
  if (error instanceof NetworkError) return { message: "服务暂时不可用，请稍后重试" };
  return { message: "加载失败，请稍后重试" };
}

/**
 * How long a streamed page section may take before it shows its error state
 * instead. The HTTP client's own budget (config.server.ts `ssrApiBudgetMs`)
 * ends each call sooner; this bounds sections made of several calls.
 */
export const SECTION_BUDGET_MS = 1_500;

export const SECTION_TIMEOUT_MESSAGE = "加载超时，请稍后重试";

/**
 * A section's promise, bounded by its budget: a slow provider gives the
 * section its error state (with 重试), never a page that waits on it.
 */
export function withinBudget<T>(
  section: Promise<SectionResult<T>>,
  budgetMs = SECTION_BUDGET_MS,
): Promise<SectionResult<T>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<SectionResult<T>>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, message: SECTION_TIMEOUT_MESSAGE }), budgetMs);
  });
  return Promise.race([section, timeout]).finally(() => clearTimeout(timer));
}
