import { expect, test } from "vitest";
import { blanks, fillPattern, filterHooks, isComplete, type Hook } from "./hooks";

const list: Hook[] = [
  {
    id: "a",
    type: "number",
    industries: [],
    pattern: "{数字}步搞定{目标}，第{数字2}步最关键",
    example: "3 步搞定衬衫",
    why: "x",
  },
  { id: "b", type: "question", industries: ["food"], pattern: "你知道{食材}还能这样吃吗？", example: "馒头", why: "y" },
];

test("blanks and filling", () => {
  expect(blanks("{a}和{b}，选{a}")).toEqual(["a", "b"]);
  expect(fillPattern(list[0]!.pattern, { 数字: "3", 目标: "衬衫不起皱" })).toBe("3步搞定衬衫不起皱，第{数字2}步最关键");
  expect(isComplete(list[0]!.pattern, { 数字: "3", 目标: "x", 数字2: " " })).toBe(false);
  expect(isComplete(list[0]!.pattern, { 数字: "3", 目标: "x", 数字2: "2" })).toBe(true);
});

test("search, type and industry filters (universal hooks stay for every industry)", () => {
  expect(filterHooks(list, { q: "馒头", type: null, industry: null }).map((h) => h.id)).toEqual(["b"]);
  expect(filterHooks(list, { q: "", type: "number", industry: null }).map((h) => h.id)).toEqual(["a"]);
  expect(filterHooks(list, { q: "", type: null, industry: "tech" }).map((h) => h.id)).toEqual(["a"]);
  expect(filterHooks(list, { q: "", type: null, industry: "food" }).map((h) => h.id)).toEqual(["a", "b"]);
});
