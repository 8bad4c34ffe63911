import { describe, expect, test } from "vitest";
import { parseZone, zoneStates } from "./custom-zone";

const frame = { width: 1080, height: 1920 };
const form = (x: string, y: string, width: string, height: string) => ({ x, y, width, height });

describe("安全区 custom zone in pixels", () => {
  test("a zone inside the frame is taken as typed (full-width digits and spaces too)", () => {
    expect(parseZone(form("0", "1600", "1080", "320"), frame)).toEqual({
      ok: true,
      rect: { x: 0, y: 1600, width: 1080, height: 320 },
    });
    expect(parseZone(form(" １２０ ", "0", "960", "200"), frame)).toMatchObject({ ok: true, rect: { x: 120 } });
  });

  test("hostile numbers are refused in Chinese, naming the field and the bound; nothing is NaN or Infinity", () => {
    const cases: [ReturnType<typeof form>, RegExp][] = [
      [form("1e309", "0", "10", "10"), /左边距 x 最多 1,079 px/],
      [form("-5", "0", "10", "10"), /左边距 x 至少 0 px/],
      [form("0", "0", "1e-320", "10"), /宽至少 1 px/],
      [form("1000", "0", "200", "10"), /宽最多 80 px/],
      [form("0", "1900", "10", "30"), /高最多 20 px/],
      [form("1.5", "0", "10", "10"), /左边距 x 需要是整数/],
      [form("abc", "0", "10", "10"), /左边距 x 请填写数字/],
    ];
    for (const [f, says] of cases) {
      const states = Object.values(zoneStates(f, frame));
      const message = states.map((s) => (s.kind === "error" ? s.message : "")).join(" ");
      expect(message).toMatch(says);
      const r = parseZone(f, frame);
      expect(r.ok).toBe(false);
      expect(JSON.stringify(r)).not.toMatch(/NaN|Infinity|undefined/);
    }
  });

  test("empty fields are named in the page's sentence", () => {
    expect(parseZone(form("", "0", "", "10"), frame)).toEqual({ ok: false, message: "还需要填写左边距 x、宽。" });
  });
});
