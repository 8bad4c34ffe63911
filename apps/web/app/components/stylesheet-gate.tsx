/**
 * A one-statement inline script right after the stylesheet link: the HTML parser waits at it until the
 * stylesheet has loaded (a parser-inserted classic script waits for style sheets that block scripts:
 * HTML spec, "prepare the script element"), so the body is parsed into a styled document.
 *
 * Why: rendering waits for the stylesheet anyway, but a forced style and layout does not. Chromium scans a
 * page's form controls a moment after they are parsed (no script of ours: a `Blink.ForcedStyleAndLayout`
 * task with no JavaScript in it) and lays out whatever is there. When the HTML arrived before the CSS — one
 * load in four to six here, every load on a slow network — that was the whole page unstyled, without
 * `content-visibility` skipping anything: 25–60 ms of main thread (首页: 1,145 layout objects) thrown away
 * when the CSS arrived a few milliseconds later. The preload scanner still reads ahead while the parser waits.
 *
 * The script must not be empty: an empty inline script is skipped before the wait.
 */
export const STYLESHEET_GATE_SCRIPT = "0";

export function StylesheetGate({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: STYLESHEET_GATE_SCRIPT }} />;
}
