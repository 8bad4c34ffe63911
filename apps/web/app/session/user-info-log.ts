/** Log line for an unavailable user-info call. Never includes the token or headers. */
export function describeUnavailable(error: unknown): string {
  const name = error instanceof Error ? error.name : typeof error;
  const message = error instanceof Error ? error.message : "";
  return `[session] 用户信息暂时无法获取（${name}${message ? `: ${message.slice(0, 200)}` : ""}）`;
}
