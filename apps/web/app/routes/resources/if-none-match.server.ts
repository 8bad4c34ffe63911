/**
 * Conditional GET for generated text (the /calendar.ics feed). The tag is weak: server/app.ts
 * compresses what it renders on the fly, so one body goes out plain, gzip or brotli under the same
 * tag, which a strong ETag must not do (RFC 9110 §8.8.1). If-None-Match is compared weakly, as
 * RFC 9110 §13.1.2 requires: `W/"x"` matches `"x"`, a comma-separated list matches if any entry
 * does, and `*` matches any current body.
 */
import { createHash } from "node:crypto";

export function bodyEtag(body: string): string {
  return `W/"${createHash("sha1").update(body).digest("base64url")}"`;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, "");

export function ifNoneMatchHits(header: string | null, etag: string): boolean {
  if (!header?.trim()) return false;
  if (header.trim() === "*") return true;
  const mine = opaque(etag);
  return header.split(",").some((entry) => opaque(entry) === mine);
}
