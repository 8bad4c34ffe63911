import { expect, test } from "vitest";
import { declaredSearch, hostileSettingValues, settingValueSchema, type ToolSettings } from "./tool-settings";

const SETTINGS: ToolSettings = {
  industry: { label: "行业", kind: "enum", values: ["general", "food"], default: "general" },
  size: { label: "尺寸", kind: "number", min: 128, max: 2048 },
  keyword: { label: "关键词", kind: "text" },
};

test("a share link keeps the declared keys only, values as typed (a refused number too)", () => {
  expect(
    declaredSearch(
      "?utm_source=wx&industry=food&foo=bar&size=1e309&token=demo-vip&keyword=%E6%B5%8B%20a%26b",
      SETTINGS,
    ),
  ).toBe("?industry=food&size=1e309&keyword=%E6%B5%8B+a%26b");
  expect(declaredSearch("utm_source=wx&fbclid=1", SETTINGS)).toBe("");
  expect(declaredSearch("", SETTINGS)).toBe("");
  expect(declaredSearch("?industry=food", {})).toBe("");
  // A key the page has twice goes on as it came: the runner reads the first (URLSearchParams.get).
  expect(declaredSearch("?size=1&size=2", SETTINGS)).toBe("?size=1&size=2");
});

test("a key named like an Object.prototype member is no declared setting", () => {
  expect(declaredSearch("?constructor=1&__proto__=x&toString=2", SETTINGS)).toBe("");
});

test("the value schema says which values fit the spec", () => {
  const ok = (key: string, v: string) => settingValueSchema(SETTINGS[key]!).safeParse(v).success;
  expect(ok("industry", "food")).toBe(true);
  expect(ok("industry", "toString")).toBe(false);
  expect(ok("size", "512")).toBe(true);
  for (const bad of ["1e309", "-5", "abc", "", " ", "4096"]) expect(ok("size", bad), bad).toBe(false);
  expect(ok("keyword", "<img src=x onerror=alert(1)>")).toBe(true);
  const list = settingValueSchema({ label: "平台", kind: "list", values: ["a", "b"] });
  expect(list.safeParse("a,b").success).toBe(true);
  expect(list.safeParse("a,zz").success).toBe(false);
  expect(settingValueSchema({ label: "开关", kind: "flag" }).safeParse("1").success).toBe(true);
});

test("hostile values by kind: each one the spec refuses, except text, which is free", () => {
  for (const [key, spec] of Object.entries(SETTINGS)) {
    const values = hostileSettingValues(spec);
    expect(values.length, key).toBeGreaterThan(0);
    if (spec.kind !== "text")
      for (const v of values) expect(settingValueSchema(spec).safeParse(v).success, v).toBe(false);
  }
  expect(hostileSettingValues(SETTINGS.keyword!)).toContain("<img src=x onerror=alert(1)>");
  expect(hostileSettingValues(SETTINGS.size!)).toEqual(["1e309", "-5", "abc"]);
});
