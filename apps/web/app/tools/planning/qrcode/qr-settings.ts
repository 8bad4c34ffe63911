/** 二维码生成's settings as the query string keeps them: numbers through kit/number-field.ts. */
import { describeMissing, parseNumberInput, type NumberSpec } from "../../kit/number-field";
import { DEFAULT_QR, EC_LEVELS, HEX_RE, type EcLevel, type QrOptions } from "./qr";

const SIZE: NumberSpec = { label: "尺寸", unit: "像素", min: 128, max: 2048, integer: true, example: "512" };
const MARGIN: NumberSpec = { label: "白边", unit: "格", min: 0, max: 10, integer: true, example: "4" };

/** 尺寸 and 白边 as typed (kept in the URL as text) and what they parse to. */
export function numberFields(settings: URLSearchParams) {
  const field = (key: string, spec: NumberSpec, fallback: number) => {
    const text = settings.get(key) ?? String(fallback);
    const state = parseNumberInput(text, spec);
    return {
      text,
      state,
      error: state.kind === "error" ? state.message : state.kind === "empty" ? `请填写${spec.label}` : null,
      /** The code is drawn at the typed value only; while the field is refused, at the default (and 生成 says why). */
      value: state.kind === "ok" ? state.value : fallback,
    };
  };
  return { size: field("size", SIZE, DEFAULT_QR.size), margin: field("margin", MARGIN, DEFAULT_QR.margin) };
}

/** What 生成二维码 and 批量生成 say instead of drawing while 尺寸 or 白边 is refused (null when both are fine). */
export function numbersProblem(settings: URLSearchParams): string | null {
  const { size, margin } = numberFields(settings);
  return describeMissing([
    { label: SIZE.label, state: size.state },
    { label: MARGIN.label, state: margin.state },
  ]);
}

export function optionsFrom(settings: URLSearchParams): QrOptions {
  // The logo share is a slider: its query value is clamped, never typed.
  const num = (key: string, min: number, max: number, fallback: number) => {
    const n = Number(settings.get(key));
    return Number.isFinite(n) && settings.get(key) !== null && n >= min && n <= max ? n : fallback;
  };
  const typed = numberFields(settings);
  const level = settings.get("level");
  const colour = (key: string, fallback: string) => {
    const v = `#${settings.get(key) ?? ""}`;
    return HEX_RE.test(v) ? v.toLowerCase() : fallback;
  };
  return {
    size: typed.size.value,
    margin: typed.margin.value,
    level: EC_LEVELS.includes(level as EcLevel) ? (level as EcLevel) : DEFAULT_QR.level,
    fg: colour("fg", DEFAULT_QR.fg),
    bg: colour("bg", DEFAULT_QR.bg),
    logoRatio: num("logo", 0.1, 0.3, DEFAULT_QR.logoRatio),
  };
}
