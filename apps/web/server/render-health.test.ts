import { expect, test } from "vitest";
import { sessionProblem, watchLoaderData } from "./render-health";

function collect() {
  const problems: string[] = [];
  return { problems, onProblem: (reason: string) => problems.push(reason) };
}

test("a healthy page's loader data raises nothing, streamed parts included", async () => {
  const { problems, onProblem } = collect();
  const streamed = Promise.resolve({ tools: { ok: true, data: [{ ok: 1 }] } });
  watchLoaderData(
    { root: { user: null, flash: [] }, home: { sections: streamed, calendar: { ok: true, data: [] } } },
    onProblem,
  );
  await streamed;
  await Promise.resolve();
  expect(problems).toEqual([]);
});

test("a failed section is seen at once and inside a streamed promise, however deep", async () => {
  const now = collect();
  watchLoaderData({ vip: { plans: { ok: false, message: "套餐加载失败" } } }, now.onProblem);
  expect(now.problems).toHaveLength(1);

  const later = collect();
  const streamed = Promise.resolve({ plans: { section: { ok: false, message: "加载超时，请稍后重试" } } });
  watchLoaderData({ vip: { plans: streamed } }, later.onProblem);
  expect(later.problems).toHaveLength(0);
  await streamed;
  await Promise.resolve();
  expect(later.problems).toEqual(["vip: a section failed (加载超时，请稍后重试)"]);
});

test("a rejected streamed section counts as failed", async () => {
  const { problems, onProblem } = collect();
  const rejected = Promise.reject(new Error("aborted"));
  watchLoaderData({ home: { sections: rejected } }, onProblem);
  await rejected.catch(() => undefined);
  await Promise.resolve();
  expect(problems).toEqual(["home: a streamed section was rejected"]);
});

test("ok: false without a message is data, not a failed section", () => {
  const { problems, onProblem } = collect();
  watchLoaderData({ tool: { runs: { ok: false } }, list: [{ ok: false, message: 3 }] }, onProblem);
  expect(problems).toEqual([]);
});

test("a page that shows a user, a flash message or ends a session is that visitor's alone", () => {
  expect(sessionProblem({ user: null, flash: [], sessionEnded: false })).toBeUndefined();
  expect(sessionProblem(undefined)).toBeUndefined();
  expect(sessionProblem({ user: { nickname: "运营小橙" }, flash: [] })).toMatch(/user/);
  expect(sessionProblem({ user: null, flash: [{ id: "1", type: "error", message: "登录已过期" }] })).toMatch(/flash/);
  expect(sessionProblem({ user: null, flash: [], sessionEnded: true })).toMatch(/session/);
});
