import { expect, test } from "vitest";
import { EMPTY_BRIEF, briefMarkdown, briefText, validateBrief } from "./kol-brief";

const brief = {
  ...EMPTY_BRIEF,
  brand: "橙子",
  product: "保温杯 500ml",
  sellingPoints: "12 小时保温\n316 不锈钢",
  deliverables: "抖音 60 秒视频 1 条",
  publishFrom: "2026-12-01",
  publishTo: "2026-12-07",
  draftDue: "2026-11-25",
};

test("markdown and text carry every section, with the standing compliance reminders", () => {
  const md = briefMarkdown(brief);
  expect(md.startsWith("# 橙子 × 达人合作 Brief\n\n## 合作产品\n\n- 品牌：橙子\n- 产品：保温杯 500ml")).toBe(true);
  expect(md).toContain("## 核心卖点\n\n- 12 小时保温\n- 316 不锈钢");
  expect(md).toContain("发布时间：2026-12-01 至 2026-12-07");
  expect(md).toContain("广告应当具有可识别性");
  expect(md).not.toContain("## 不要出现");
  expect(briefText(brief)).toContain("【交付内容】\n1. 抖音 60 秒视频 1 条");
});

test("validation: required fields and date order", () => {
  expect(validateBrief(EMPTY_BRIEF).map((e) => e.field)).toEqual(["brand", "product", "sellingPoints", "deliverables"]);
  expect(validateBrief({ ...brief, publishTo: "2026-11-30" }).map((e) => e.field)).toEqual(["publishTo"]);
  expect(validateBrief({ ...brief, draftDue: "2026-12-02" }).map((e) => e.field)).toEqual(["draftDue"]);
  expect(validateBrief(brief)).toEqual([]);
});
