import { expect, test } from "vitest";
import { numberFields, numbersProblem, optionsFrom } from "./qr-settings";

const q = (s: string) => new URLSearchParams(s);

test("尺寸 typed as the number field accepts it (grouped, full-width, with its unit) is the size the code gets", () => {
  for (const size of ["1,024", "１０２４", "1024 像素", " 1024 "]) {
    expect(numberFields(q(`size=${encodeURIComponent(size)}`)).size.error, size).toBeNull();
    expect(optionsFrom(q(`size=${encodeURIComponent(size)}`)).size, size).toBe(1024);
  }
});

test("a refused 尺寸 or 白边 never reaches the code: it is named as what to fix, and no fraction is drawn", () => {
  for (const [query, field] of [
    ["size=700.5", "尺寸"],
    ["size=99999", "尺寸"],
    ["size=abc", "尺寸"],
    ["size=", "尺寸"],
    ["margin=2.5", "白边"],
    ["margin=-1", "白边"],
  ] as const) {
    expect(numbersProblem(q(query)), query).toContain(field);
    expect(Number.isInteger(optionsFrom(q(query)).size), query).toBe(true);
    expect(Number.isInteger(optionsFrom(q(query)).margin), query).toBe(true);
  }
  expect(numbersProblem(q("size=512&margin=4"))).toBeNull();
  expect(numbersProblem(q(""))).toBeNull();
});
