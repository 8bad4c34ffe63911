import { expect, test } from "vitest";
import { shouldRevalidate } from "./tool";
import { cleanWordList } from "./tool-data";

test("word lists are cleaned like the stand-in does, with Chinese messages for what it would refuse", () => {
  expect(cleanWordList([" 神药 ", "神药", "", "秒杀"])).toEqual({ ok: true, words: ["神药", "秒杀"] });
  const long = cleanWordList(["一".repeat(21)]);
  expect(long.ok).toBe(false);
  expect(!long.ok && long.message).toContain("超过 20 个字");
  const many = cleanWordList(Array.from({ length: 501 }, (_, i) => `词${i}`));
  expect(!many.ok && many.message).toContain("最多 500 个词");
});

test("settings in the query string and the #fragment never refetch the page; another tool does", () => {
  const base = {
    currentParams: {},
    nextParams: {},
    defaultShouldRevalidate: true,
    actionStatus: undefined,
    formAction: undefined,
    formData: undefined,
    formEncType: undefined,
    json: undefined,
    text: undefined,
    actionResult: undefined,
  };
  const at = (path: string) => new URL(path, "http://x");
  expect(
    shouldRevalidate({
      ...base,
      currentUrl: at("/tools/a"),
      nextUrl: at("/tools/a?industry=food"),
      formMethod: undefined,
    }),
  ).toBe(false);
  expect(
    shouldRevalidate({ ...base, currentUrl: at("/tools/a"), nextUrl: at("/tools/a#input=x"), formMethod: undefined }),
  ).toBe(false);
  expect(
    shouldRevalidate({ ...base, currentUrl: at("/tools/a"), nextUrl: at("/tools/b"), formMethod: undefined }),
  ).toBe(true);
});
