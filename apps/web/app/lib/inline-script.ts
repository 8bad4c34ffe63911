/** JSON that is safe inside an inline `<script>` (no `</script>`, no `<!--`): for values serialised into one. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
