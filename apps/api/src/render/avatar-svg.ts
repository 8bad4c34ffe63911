import { escapeHtml } from "../lib/html.ts";

const BACKGROUNDS = ["#FB8C00", "#1E88E5", "#43A047", "#8E24AA", "#E53935", "#00ACC1"];

/** A round avatar with the nickname's first character: no uploaded images exist in the stand-in. */
export function renderAvatarSvg(id: number, nickname: string): string {
  const fill = BACKGROUNDS[id % BACKGROUNDS.length];
  const initial = escapeHtml([...nickname][0] ?? "用");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="${escapeHtml(nickname)}">` +
    `<circle cx="48" cy="48" r="48" fill="${fill}"/>` +
    `<text x="48" y="62" font-size="42" font-family="sans-serif" font-weight="700" text-anchor="middle" fill="#FFFFFF">${initial}</text></svg>`
  );
}
