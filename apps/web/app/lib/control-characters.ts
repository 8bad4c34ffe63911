/**
 * C0 control characters and DEL. Browsers drop tabs and newlines from URLs,
 * so a path, query or hash we build or follow must not hold them: they would
 * let `/\n/evil.example` dodge a route rule or turn into a protocol-relative
 * URL after the browser strips them (spec §2 rules 2–3).
 */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

export function stripControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, "");
}
