// What the session tests share: a signed-in user, the token cookie as the browser holds it, and an HTTP
// client whose one answer the test scripts.
import { vi } from "vitest";
import type { HttpClient } from "../http/http";
import type { User } from "../lib/api-schemas";

/** A signed-in, non-member user; `patch` changes what a test looks at. */
export function testUser(patch: Partial<User> = {}): User {
  return {
    id: 1001,
    nickname: "演示用户",
    avatar: "",
    vipLevel: 0,
    vipName: "",
    vipExpiresAt: null,
    isVip: false,
    phone: "",
    ...patch,
  };
}

/** The `token` cookie's value in this document, if any. */
export function cookieToken() {
  return document.cookie
    .split("; ")
    .find((part) => part.startsWith("token="))
    ?.slice(6);
}

/** An HTTP client that answers every request with `answer()`; `request` records the calls. */
export function fakeHttp(answer: () => Promise<unknown>) {
  const request = vi.fn(answer);
  return { client: { request: request as unknown as HttpClient["request"], abort() {} } satisfies HttpClient, request };
}
