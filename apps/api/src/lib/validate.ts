/**
 * zod-backed readers for query strings, path params and JSON bodies. Each throws an
 * `ApiError` with a Chinese message naming the offending field, so malformed requests
 * never reach route logic.
 */
import type { Context } from "hono";
import { z } from "zod";
import { ApiError, ErrorCode, badRequest } from "./envelope.ts";

// zod's own Simplified Chinese messages ("无效输入：期望 number，实际接收 string").
z.config(z.locales.zhCN());

export const MAX_BODY_BYTES = 16 * 1024;

function describe(error: z.ZodError, where: string): string {
  const issue = error.issues[0];
  if (!issue) return `${where}格式不正确`;
  const field = issue.path.length ? issue.path.join(".") : where;
  return `参数错误：${field}：${issue.message}`;
}

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) throw badRequest(describe(result.error, "查询参数"));
  return result.data;
}

export function parseParam<S extends z.ZodType>(c: Context, name: string, schema: S): z.output<S> {
  const result = schema.safeParse(c.req.param(name));
  if (!result.success) throw badRequest(`参数错误：${name}：${result.error.issues[0]?.message ?? "格式不正确"}`);
  return result.data;
}

/** Reads a JSON body: checks the media type, size (again, after the body-limit middleware), syntax, then shape. */
export async function parseJsonBody<S extends z.ZodType>(
  c: Context,
  schema: S,
  maxBytes = MAX_BODY_BYTES,
): Promise<z.output<S>> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) {
    throw new ApiError(415, ErrorCode.unsupportedMediaType, "请求体必须是 JSON（Content-Type: application/json）");
  }
  const text = await c.req.text();
  if (Buffer.byteLength(text) > maxBytes) {
    throw new ApiError(413, ErrorCode.tooLarge, `请求体过大，最多 ${Math.round(maxBytes / 1024)} KB`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new ApiError(400, ErrorCode.badJson, "请求体不是合法的 JSON");
  }
  const result = schema.safeParse(raw);
  if (!result.success) throw badRequest(describe(result.error, "请求体"));
  return result.data;
}

export const idParam = z.coerce.number().int().positive().max(2_147_483_647);
