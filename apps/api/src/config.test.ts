import { expect, test } from "vitest";
import { parseConfig } from "./config.ts";

test("defaults point at the local stand-ins", () => {
  const config = parseConfig({});
  expect(config).toMatchObject({
    apiPort: 3001,
    creativePort: 3002,
    mainSitePort: 3003,
    host: "127.0.0.1",
    publicApiUrl: "http://127.0.0.1:3001",
    latencyMs: 0,
    allowedOrigins: ["http://127.0.0.1:3000", "http://localhost:3000"],
    allowedRedirectHosts: ["127.0.0.1:3000", "localhost:3000"],
    channelParam: "channel",
  });
  expect(config.dbFile).toMatch(/apps\/api\/\.data\/standin\.db$/);
});

test("lists are trimmed, empty values fall back to defaults, wildcard hosts get a reachable public URL", () => {
  const config = parseConfig({
    ALLOWED_ORIGINS: " https://a.example , https://b.example:8443/ ,",
    LATENCY_MS: "",
    API_HOST: "0.0.0.0",
  });
  expect(config.allowedOrigins).toEqual(["https://a.example", "https://b.example:8443"]);
  expect(config.latencyMs).toBe(0);
  expect(config.publicApiUrl).toBe("http://127.0.0.1:3001");
});

test("invalid values fail with a readable list", () => {
  expect(() => parseConfig({ API_PORT: "99999", ALLOWED_ORIGINS: "https://a.example/path" })).toThrow(
    /API_PORT[\s\S]*ALLOWED_ORIGINS/,
  );
});
