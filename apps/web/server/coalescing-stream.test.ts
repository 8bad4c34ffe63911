// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { CoalescingPassThrough } from "./coalescing-stream";

function collect(stream: CoalescingPassThrough) {
  const chunks: string[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString("utf8")));
  return chunks;
}

const tick = () => new Promise((resolve) => setImmediate(resolve));
const bytes = (text: string) => new TextEncoder().encode(text);

describe("CoalescingPassThrough", () => {
  it("passes on one synchronous burst of writes as one chunk", async () => {
    const stream = new CoalescingPassThrough();
    const chunks = collect(stream);
    stream.write(bytes("<html>"));
    stream.write(bytes("<body>"));
    stream.write("文字");
    expect(chunks).toEqual([]);
    await tick();
    expect(chunks).toEqual(["<html><body>文字"]);
  });

  it("keeps streaming: writes in later tasks are passed on when they happen", async () => {
    const stream = new CoalescingPassThrough();
    const chunks = collect(stream);
    stream.write(bytes("shell"));
    await tick();
    expect(chunks).toEqual(["shell"]);
    stream.write(bytes("boundary-1"));
    stream.write(bytes("boundary-2"));
    await tick();
    expect(chunks).toEqual(["shell", "boundary-1boundary-2"]);
  });

  it("passes on at once when flushed (React flushes after each pass)", () => {
    const stream = new CoalescingPassThrough();
    const chunks = collect(stream);
    stream.write(bytes("a"));
    stream.write(bytes("b"));
    stream.flush();
    expect(chunks).toEqual(["ab"]);
    stream.flush();
    expect(chunks).toEqual(["ab"]);
  });

  it("does not hold a large burst: 64 KB or more goes on without waiting", () => {
    const stream = new CoalescingPassThrough();
    const chunks = collect(stream);
    const piece = "x".repeat(4096);
    for (let i = 0; i < 17; i++) stream.write(bytes(piece));
    expect(chunks.map((c) => c.length)).toEqual([16 * 4096]);
  });

  it("passes on the rest at the end and still runs the caller's final hook, in order", async () => {
    const final = vi.fn((callback: (error?: Error | null) => void) => callback());
    const stream = new CoalescingPassThrough({ final });
    const chunks = collect(stream);
    const ended = new Promise((resolve) => stream.on("end", resolve));
    stream.write(bytes("<p>"));
    stream.end(bytes("</p>"));
    await ended;
    expect(chunks.join("")).toBe("<p></p>");
    expect(final).toHaveBeenCalledTimes(1);
  });
});
