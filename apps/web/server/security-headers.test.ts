import { describe, expect, it } from "vitest";
import type { PublicConfig } from "../app/lib/public-config";
import { securityHeaders } from "./security-headers";

const config = (api: string): PublicConfig =>
  ({
    hosts: {
      main: "https://www.example.cn",
      creative: "https://editor.example.cn",
      adTools: "https://tools.example.cn",
    },
    api: { materials: `${api}/v1`, kit: `${api}/kit`, userCenter: "https://tpl.example.cn/x", general: `${api}/t` },
    iconApi: "https://icons.example.cn/api",
  }) as unknown as PublicConfig;

describe("securityHeaders", () => {
  it("puts this response's nonce in script-src and lists each API origin once", () => {
    const csp = securityHeaders("AbC+/1==", config("https://api.example.cn"), false)["Content-Security-Policy"];
    expect(csp).toContain("script-src 'self' 'nonce-AbC+/1==' 'strict-dynamic' 'wasm-unsafe-eval'; style-src");
    expect(csp).toContain(
      "connect-src 'self' https://api.example.cn https://tpl.example.cn https://icons.example.cn; worker-src",
    );
    expect(csp).toContain("form-action 'self' https://www.example.cn https://editor.example.cn; frame-ancestors");
    expect(csp?.match(/nonce-/g)).toHaveLength(1);
  });

  it("keeps the policy of each config apart (the parts are kept per config object)", () => {
    const a = config("https://a.example.cn");
    const b = config("https://b.example.cn");
    expect(securityHeaders("n1", a, false)["Content-Security-Policy"]).toContain("https://a.example.cn");
    expect(securityHeaders("n2", b, false)["Content-Security-Policy"]).not.toContain("https://a.example.cn");
    expect(securityHeaders("n3", a, false)["Content-Security-Policy"]).toContain("'nonce-n3'");
  });

  it("adds HSTS only on a secure request", () => {
    expect(securityHeaders("n", config("https://a.example.cn"), true)["Strict-Transport-Security"]).toMatch(/max-age/);
    expect(securityHeaders("n", config("https://a.example.cn"), false)).not.toHaveProperty("Strict-Transport-Security");
  });
});
