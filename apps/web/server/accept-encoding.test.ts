import { describe, expect, test } from "vitest";
import { acceptedEncodings, acceptsGzip } from "./accept-encoding";

describe("acceptedEncodings", () => {
  test("reads q-values, the wildcard and a refused identity", () => {
    expect(acceptedEncodings("gzip, deflate, br, zstd")).toEqual({ br: 1, gzip: 1, identity: 0.001 });
    expect(acceptedEncodings("br;q=0.2, gzip;q=0.8, identity")).toEqual({ br: 0.2, gzip: 0.8, identity: 1 });
    expect(acceptedEncodings("*")).toEqual({ br: 1, gzip: 1, identity: 0.001 });
    expect(acceptedEncodings("gzip, *;q=0")).toEqual({ br: 0, gzip: 1, identity: 0 });
    expect(acceptedEncodings(undefined)).toEqual({ br: 0, gzip: 0, identity: 0.001 });
  });
});

describe("acceptsGzip", () => {
  test("gzip only for clients that take it", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("br")).toBe(false);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("*, gzip;q=0")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
  });
});
