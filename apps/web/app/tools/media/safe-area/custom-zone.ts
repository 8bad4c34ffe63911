/**
 * 按像素添加自定义区域: the four typed numbers through the tools' one number path (tools/README.md,
 * "Numbers"), bounded by the frame so a zone never starts outside it or runs past its edge.
 */
import { describeMissing, parseNumberInput, type NumberState } from "../../kit/number-field";

export type ZoneForm = { x: string; y: string; width: string; height: string };
export type ZoneKey = keyof ZoneForm;

export const ZONE_LABELS: Record<ZoneKey, string> = { x: "左边距 x", y: "上边距 y", width: "宽", height: "高" };

/** Each field's state against a frame of `frame` pixels; width/height are bounded by what is left after x/y. */
export function zoneStates(form: ZoneForm, frame: { width: number; height: number }): Record<ZoneKey, NumberState> {
  const px = (label: string, min: number, max: number) => ({
    label,
    unit: "px",
    min,
    max: Math.max(min, max),
    integer: true,
    example: "100",
  });
  const x = parseNumberInput(form.x, px(ZONE_LABELS.x, 0, frame.width - 1));
  const y = parseNumberInput(form.y, px(ZONE_LABELS.y, 0, frame.height - 1));
  const left = frame.width - (x.kind === "ok" ? x.value : 0);
  const top = frame.height - (y.kind === "ok" ? y.value : 0);
  return {
    x,
    y,
    width: parseNumberInput(form.width, px(ZONE_LABELS.width, 1, left)),
    height: parseNumberInput(form.height, px(ZONE_LABELS.height, 1, top)),
  };
}

/** The zone, or what the page says instead (the empty fields by name, the refused ones). */
export function parseZone(
  form: ZoneForm,
  frame: { width: number; height: number },
): { ok: true; rect: { x: number; y: number; width: number; height: number } } | { ok: false; message: string } {
  const s = zoneStates(form, frame);
  const keys = Object.keys(ZONE_LABELS) as ZoneKey[];
  const missing = describeMissing(keys.map((k) => ({ label: ZONE_LABELS[k], state: s[k] })));
  if (missing || s.x.kind !== "ok" || s.y.kind !== "ok" || s.width.kind !== "ok" || s.height.kind !== "ok")
    return { ok: false, message: missing ?? "请检查输入。" };
  return { ok: true, rect: { x: s.x.value, y: s.y.value, width: s.width.value, height: s.height.value } };
}
