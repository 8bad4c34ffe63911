/**
 * Privacy by construction, checked: record every request a page makes while a
 * tool runs, and fail when one carries what the user typed or dropped.
 *
 * ```ts
 * const watch = watchRequests(page); // before page.goto
 * … type SECRET, run the tool …
 * watch.expectNoLeak(SECRET);                       // text: no URL, header or body contains it
 * watch.expectNoLeak(fileBytes, { maxFileBytes: 4096 }); // files: no body holds more than 4 KB of them
 * ```
 *
 * Sources: the page's own requests (document, fetch/XHR, beacons, and those
 * of its dedicated workers, which Chromium reports on the page) and the
 * browser context's (other pages and service workers), recorded from the
 * moment of the call, each request once.
 */
import { expect, type Page, type Request } from "@playwright/test";

export type RecordedRequest = { url: string; method: string; body: string };

type Entry = RecordedRequest & { headers: Record<string, string>; bytes: Buffer };

const DEFAULT_MAX_FILE_BYTES = 4096;

/** The URL a server receives: no #fragment (browsers never send it). */
function sentUrl(url: string): string {
  const hash = url.indexOf("#");
  return hash < 0 ? url : url.slice(0, hash);
}

function decoded(text: string): string[] {
  const variants = [text];
  for (const candidate of [text.replace(/\+/g, " "), text]) {
    try {
      variants.push(decodeURIComponent(candidate));
    } catch {
      // Not percent-encoded text: the raw form is checked.
    }
  }
  return variants;
}

/** Whether `haystack` holds more than `max` contiguous bytes of `file` (any aligned chunk of ⌈(max+1)/2⌉ bytes). */
export function holdsFileBytes(haystack: Buffer, file: Uint8Array, max: number): boolean {
  if (file.length <= max || haystack.length <= max) return false;
  // Any run of ≥ 2k contiguous file bytes contains one whole chunk aligned at a multiple of k.
  const k = Math.max(1, Math.ceil((max + 1) / 2));
  const source = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  for (let start = 0; start + k <= source.length; start += k) {
    if (haystack.indexOf(source.subarray(start, start + k)) >= 0) return true;
  }
  return false;
}

export function watchRequests(page: Page): {
  requests(): RecordedRequest[];
  expectNoLeak(secret: string | Uint8Array, opts?: { maxFileBytes?: number }): void;
} {
  const seen = new Set<Request>();
  const entries: Entry[] = [];
  const record = (request: Request) => {
    if (seen.has(request)) return;
    seen.add(request);
    const url = request.url();
    // data: and blob: URLs are the page talking to itself; nothing leaves the browser.
    if (url.startsWith("data:") || url.startsWith("blob:")) return;
    let bytes: Buffer;
    try {
      bytes = request.postDataBuffer() ?? Buffer.alloc(0);
    } catch {
      bytes = Buffer.alloc(0);
    }
    entries.push({
      url: sentUrl(url),
      method: request.method(),
      body: bytes.toString("utf8"),
      headers: request.headers(),
      bytes,
    });
  };
  page.on("request", record);
  page.context().on("request", record);

  return {
    requests: () => entries.map(({ url, method, body }) => ({ url, method, body })),
    expectNoLeak(secret, opts = {}) {
      const leaks: string[] = [];
      if (typeof secret === "string") {
        expect(secret.length, "expectNoLeak needs a non-empty secret").toBeGreaterThan(0);
        for (const entry of entries) {
          const where = `${entry.method} ${entry.url}`;
          if (decoded(entry.url).some((u) => u.includes(secret))) leaks.push(`${where}: URL`);
          if (decoded(entry.body).some((b) => b.includes(secret))) leaks.push(`${where}: body`);
          if (Object.values(entry.headers).some((v) => decoded(v).some((h) => h.includes(secret))))
            leaks.push(`${where}: header`);
        }
      } else {
        const max = opts.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
        for (const entry of entries) {
          const where = `${entry.method} ${entry.url}`;
          if (holdsFileBytes(entry.bytes, secret, max))
            leaks.push(`${where}: body holds more than ${max} bytes of the file`);
          if (holdsFileBytes(Buffer.from(entry.url), secret, max)) leaks.push(`${where}: URL holds file bytes`);
        }
      }
      expect(leaks, `requests carrying the user's input (of ${entries.length} recorded)`).toEqual([]);
    },
  };
}
