import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { StylesheetGate } from "./stylesheet-gate";

test("renders a non-empty classic inline script with the page's nonce (an empty one would not make the parser wait)", () => {
  const html = renderToStaticMarkup(<StylesheetGate nonce="abc" />);
  const match = /^<script nonce="abc">([^<]+)<\/script>$/.exec(html);
  expect(match?.[1]?.trim()).toBeTruthy();
  // A module, async or deferred script would not hold the parser.
  expect(html).not.toMatch(/type=|async|defer|src=/);
});
