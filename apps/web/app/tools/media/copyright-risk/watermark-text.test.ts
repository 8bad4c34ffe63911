import { describe, expect, it } from "vitest";
import { containsMark, findWatermarks, type ReadLine } from "./watermark-text";

const line = (text: string, confidence = 0.9): ReadLine => ({ text, confidence, box: { x: 1, y: 2, w: 30, h: 10 } });
const keys = (texts: string[]) => findWatermarks(texts.map((t) => line(t))).map((h) => h.agency.key);

describe("findWatermarks", () => {
  it("finds agencies' marks as OCR reads them, with one slip in long Latin names", () => {
    expect(keys(["shutterstock"])).toEqual(["shutterstock"]);
    expect(keys(["shuterstock.com"])).toEqual(["shutterstock"]);
    expect(keys(["gettylmages"])).toEqual(["getty"]);
    expect(keys(["Getty Images"])).toEqual(["getty"]);
    expect(keys(["视觉中国"])).toEqual(["vcg"]);
    expect(keys(["VCG 视觉中国"])).toEqual(["vcg"]);
    expect(keys(["站酷海洛 hellorf"])).toEqual(["hellorf"]);
    expect(keys(["摄图网 699pic.com"])).toEqual(["699pic"]);
    expect(keys(["千图网"])).toEqual(["58pic"]);
    expect(keys(["包图网"])).toEqual(["ibaotu"]);
    expect(keys(["图虫创意"])).toEqual(["tuchong"]);
    expect(keys(["iStock", "Credit: Foo"])).toEqual(["istock"]);
    expect(keys(["Adobe Stock"])).toEqual(["adobe-stock"]);
    expect(keys(["123RF"])).toEqual(["123rf"]);
    expect(keys(["depositphotos"])).toEqual(["depositphotos"]);
    expect(keys(["dreamstime.com"])).toEqual(["dreamstime"]);
  });

  it("leaves look-alikes alone: a word inside another, one slip in a Chinese name, plain copy", () => {
    expect(
      keys(["视觉中心", "VCGtravel", "stock", "限时特价 ￥99", "Getting started", "摄影网", "in stock now"]),
    ).toEqual([]);
    expect(containsMark("mystock", "istock")).toBe(false);
  });

  it("counts a tiled mark once per agency and keeps its most confident line", () => {
    const hits = findWatermarks([line("shutterstock", 0.5), line("shutterstock", 0.95), line("shutterstock", 0.7)]);
    expect(hits).toHaveLength(1);
    expect(hits[0]!.count).toBe(3);
    expect(hits[0]!.confidence).toBe(0.95);
  });
});
