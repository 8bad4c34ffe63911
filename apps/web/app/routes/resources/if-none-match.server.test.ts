import { expect, test } from "vitest";
import { bodyEtag, ifNoneMatchHits } from "./if-none-match.server";

test("the ETag is weak: the same tag is sent for the gzip, brotli and plain bodies (RFC 9110 §8.8.1)", () => {
  expect(bodyEtag("BEGIN:VCALENDAR")).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
  expect(bodyEtag("a")).not.toBe(bodyEtag("b"));
});

test("If-None-Match uses the weak comparison, takes a list and *", () => {
  const tag = bodyEtag("x");
  const opaque = tag.slice(2);
  expect(ifNoneMatchHits(tag, tag)).toBe(true);
  expect(ifNoneMatchHits(opaque, tag)).toBe(true);
  expect(ifNoneMatchHits(`"other", ${tag}`, tag)).toBe(true);
  expect(ifNoneMatchHits(`W/"other",${opaque}`, tag)).toBe(true);
  expect(ifNoneMatchHits("*", tag)).toBe(true);
  expect(ifNoneMatchHits(`"other"`, tag)).toBe(false);
  expect(ifNoneMatchHits(null, tag)).toBe(false);
  expect(ifNoneMatchHits("", tag)).toBe(false);
});
