import type { PublicConfig } from "../app/lib/public-config";

/** The CSP around the nonce, per config: parsing the API URLs on every response showed in a cached hit's profile. */
const cspParts = new WeakMap<PublicConfig, { before: string; after: string }>();

function policyAround(config: PublicConfig): { before: string; after: string } {
  let parts = cspParts.get(config);
  if (parts) return parts;
  const apiOrigins = [...new Set([...Object.values(config.api), config.iconApi].map((u) => new URL(u).origin))];
  const after = [
    "'strict-dynamic' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${apiOrigins.join(" ")}`,
    "font-src 'self' data:",
    `connect-src 'self' ${apiOrigins.join(" ")}`,
    // Media tools read and re-encode images in module workers served from this origin (tools/media).
    "worker-src 'self' blob:",
    // Video tools play the dropped file from an object URL (<video src="blob:…">) to grab frames.
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${config.hosts.main} ${config.hosts.creative}`,
    "frame-ancestors 'self'",
  ].join("; ");
  // 'wasm-unsafe-eval': compiling WebAssembly (MediaInfo in 视频规格检测) and nothing else; no 'unsafe-eval'.
  parts = { before: "default-src 'self'; script-src 'self' 'nonce-", after: `' ${after}` };
  cspParts.set(config, parts);
  return parts;
}

/**
 * Security headers for every HTML answer. Scripts only run with the
 * per-request nonce (no 'unsafe-inline'); the browser may only talk to this
 * origin and the configured API hosts.
 */
export function securityHeaders(nonce: string, config: PublicConfig, secure: boolean): Record<string, string> {
  const { before, after } = policyAround(config);
  const headers: Record<string, string> = {
    "Content-Security-Policy": before + nonce + after,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "SAMEORIGIN",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy":
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()",
  };
  if (secure) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}
