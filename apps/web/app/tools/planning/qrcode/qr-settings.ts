/** 二维码生成's settings as the query string keeps them: numbers through kit/number-field.ts. */
import { parseNumberInput, type NumberSpec } from "../../kit/number-field";
import { DEFAULT_QR, EC_LEVELS, HEX_RE, type EcLevel, type QrOptions } from "./qr";

const SIZE: NumberSpec = { label: "尺寸", unit: "像素", min: 128, max: 2048, integer: true, example: "512" };
const MARGIN: NumberSpec = { label: "白边", unit: "格", min: 0, max: 10, integer: true, example: "4" };

/** 尺寸 and 白边 as typed (kept in the URL as text) and their refusals; the code uses the last good value. */
export function numberFields(settings: URLSearchParams) {
  const field = (key: string, spec: NumberSpec, fallback: number) => {
    const text = settings.get(key) ?? String(fallback);
    const state = parseNumberInput(text, spec);
    return {
      text,
      error: state.kind === "error" ? state.message : state.kind === "empty" ? `请填写${spec.label}` : null,
    };
  };
  return { size: field("size", SIZE, DEFAULT_QR.size), margin: field("margin", MARGIN, DEFAULT_QR.margin) };
}

export function optionsFrom(settings: URLSearchParams): QrOptions {
  const num = (key: string, min: number, max: number, fallback: number) => {
    const n = Number(settings.get(key));
    return Number.isFinite(n) && settings.get(key) !== null && n >= min && n <= max ? n : fallback;
  };
  const level = settings.get("level");
  const colour = (key: string, fallback: string) => {
    const v = `#${settings.get(key) ?? ""}`;
    return HEX_RE.test(v) ? v.toLowerCase() : fallback;
  };
  return {
    size: num("size", 128, 2048, DEFAULT_QR.size),
    margin: num("margin", 0, 10, DEFAULT_QR.margin),
    level: EC_LEVELS.includes(level as EcLevel) ? (level as EcLevel) : DEFAULT_QR.level,
    fg: colour("fg", DEFAULT_QR.fg),
    bg: colour("bg", DEFAULT_QR.bg),
    logoRatio: num("logo", 0.1, 0.3, DEFAULT_QR.logoRatio),
  };
}
