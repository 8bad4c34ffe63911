import { describe, expect, it } from "vitest";
import { MAX_TOKEN_LENGTH, readTokenParam, stripTokenParams } from "./token-param";

describe("readTokenParam", () => {
  it("stores a plain token and keeps the rest of the query in order", () => {
    expect(readTokenParam("?token=demo-user&from=ad")).toEqual({
      action: "store",
      token: "demo-user",
      search: "?from=ad",
    });
    expect(readTokenParam("?b=2&token=demo-user&a=1")).toEqual({
      action: "store",
      token: "demo-user",
      search: "?b=2&a=1",
    });
    expect(readTokenParam("token=abc")).toEqual({ action: "store", token: "abc", search: "" });
  });

  it("keeps the other parameters' original encoding byte for byte", () => {
    const result = readTokenParam("?q=%E6%B5%B7%E6%8A%A5&token=t1&x=a+b&y=%2B&flag");
    expect(result).toEqual({ action: "store", token: "t1", search: "?q=%E6%B5%B7%E6%8A%A5&x=a+b&y=%2B&flag" });
  });

  it.each(["", "?", "?from=ad", "?tokens=x", "?xtoken=1", "?Token=abc"])(
    "does nothing without a token parameter: %j",
    (search) => {
      expect(readTokenParam(search)).toEqual({ action: "none" });
    },
  );

  it.each([
    "?token=",
    "?token",
    "?token=null",
    "?token=%20null%20",
    "?token=+",
    "?token=&from=ad",
    "?token=null&token=",
  ])("ignores empty and null tokens entirely: %j", (search) => {
    expect(readTokenParam(search)).toEqual({ action: "none" });
  });

  it("does not treat NULL or nullx as the text null", () => {
    expect(readTokenParam("?token=NULL")).toMatchObject({ action: "store", token: "NULL" });
    expect(readTokenParam("?token=nullx")).toMatchObject({ action: "store", token: "nullx" });
  });

  it("finds an encoded parameter name", () => {
    expect(readTokenParam("?%74oken=abc&a=1")).toEqual({ action: "store", token: "abc", search: "?a=1" });
  });

  it("accepts repeated identical tokens and ignores empty companions", () => {
    expect(readTokenParam("?token=abc&token=abc&a=1")).toEqual({ action: "store", token: "abc", search: "?a=1" });
    expect(readTokenParam("?token=&token=abc")).toEqual({ action: "store", token: "abc", search: "" });
    expect(readTokenParam("?token=null&token=abc")).toEqual({ action: "store", token: "abc", search: "" });
  });

  it("refuses conflicting tokens but still strips them all", () => {
    expect(readTokenParam("?token=a&x=1&token=b")).toEqual({ action: "strip", search: "?x=1", reason: "conflicting" });
  });

  it("trims surrounding whitespace", () => {
    expect(readTokenParam("?token=%20abc%20")).toMatchObject({ action: "store", token: "abc" });
  });

  it.each([
    ["inner space", "?token=ab%20cd"],
    ["plus as space", "?token=ab+cd"],
    ["unicode", "?token=%E4%BB%A4%E7%89%8C"],
    ["control character", "?token=ab%0Acd"],
    ["quote", "?token=ab%22cd"],
    ["malformed percent-encoding", "?token=%E0%A4%A"],
    ["header injection", "?token=abc%0D%0AX-Evil:%201"],
  ])("rejects a token with %s and strips it", (_label, search) => {
    expect(readTokenParam(search + "&keep=1")).toEqual({ action: "strip", search: "?keep=1", reason: "invalid" });
  });

  it("accepts bearer-token characters including + / = when percent-encoded", () => {
    expect(readTokenParam("?token=a.b_c~d-e%2Bf%2Fg%3D%3D")).toMatchObject({
      action: "store",
      token: "a.b_c~d-e+f/g==",
    });
  });

  it("caps the length", () => {
    expect(readTokenParam(`?token=${"a".repeat(MAX_TOKEN_LENGTH)}`)).toMatchObject({ action: "store" });
    expect(readTokenParam(`?token=${"a".repeat(MAX_TOKEN_LENGTH + 1)}&a=1`)).toEqual({
      action: "strip",
      search: "?a=1",
      reason: "too-long",
    });
    // A megabyte of token is refused without blowing up.
    expect(readTokenParam(`?token=${"a".repeat(1_000_000)}`)).toMatchObject({ action: "strip", reason: "too-long" });
  });
});

describe("stripTokenParams", () => {
  it("removes every token parameter, and the question mark when nothing is left", () => {
    expect(stripTokenParams("?token=a&token=b")).toBe("");
    expect(stripTokenParams("?a=1&&token=x&b=2&")).toBe("?a=1&b=2");
    expect(stripTokenParams("")).toBe("");
  });
});
