import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError, NetworkError, type HttpClient } from "./http";
import { INVALID_ANSWER_MESSAGE, loadSection } from "./section";

function client(answer: () => Promise<unknown>): HttpClient {
  return { request: answer as HttpClient["request"], abort() {} };
}

const schema = z.object({ n: z.number() });

describe("loadSection", () => {
  it("passes a valid answer through", async () => {
    expect(
      await loadSection(
        client(async () => ({ n: 1 })),
        "/x",
        schema,
      ),
    ).toEqual({ ok: true, data: { n: 1 } });
  });

  it("turns a malformed answer into that section's error", async () => {
    expect(
      await loadSection(
        client(async () => ({ n: "1" })),
        "/x",
        schema,
      ),
    ).toEqual({ ok: false, message: INVALID_ANSWER_MESSAGE });
  });

  it("keeps the provider's Chinese message and status, and never throws", async () => {
    const failing = client(async () => {
      throw new ApiError(180003, "登录已失效", 401);
    });
    expect(await loadSection(failing, "/x", schema)).toEqual({ ok: false, message: "登录已失效", status: 401 });
    const down = client(async () => {
      throw new NetworkError("网络连接失败，请检查网络后重试");
    });
    expect(await loadSection(down, "/x", schema)).toEqual({ ok: false, message: "服务暂时不可用，请稍后重试" });
  });
});
