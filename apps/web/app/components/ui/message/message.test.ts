// @vitest-environment jsdom
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { resetZIndex } from "../z-index";
import { computePositions, createMessageStore, message, messageStore } from "./message";

beforeEach(() => {
  vi.useFakeTimers();
  resetZIndex();
});
afterEach(() => {
  messageStore.reset();
  vi.useRealTimers();
});

function open(store: ReturnType<typeof createMessageStore>) {
  return store.getSnapshot().filter((e) => !e.closing);
}

test("defaults: type info, duration 3000, offset 16, placement top, z-index from base 2000", () => {
  const store = createMessageStore();
  store.show("已保存");
  const [entry] = store.getSnapshot();
  expect(entry).toMatchObject({
    message: "已保存",
    type: "info",
    duration: 3000,
    offset: 16,
    placement: "top",
    position: 16,
    showClose: false,
    plain: false,
    repeatNum: 1,
    zIndex: 2001,
  });
  expect(entry!.id).toMatch(/^message_\d+$/);
});

test("shortcuts force their type; options object and string forms both work", () => {
  message.success("好");
  message.error({ message: "坏", type: "info" });
  message.primary("主");
  message.warning("警");
  message.info("信");
  expect(messageStore.getSnapshot().map((e) => [e.message, e.type])).toEqual([
    ["好", "success"],
    ["坏", "error"],
    ["主", "primary"],
    ["警", "warning"],
    ["信", "info"],
  ]);
});

test("closes by itself after the duration, counted from when it is displayed", () => {
  const store = createMessageStore();
  const onClose = vi.fn();
  store.show({ message: "a", onClose });
  const id = store.getSnapshot()[0]!.id;
  vi.advanceTimersByTime(10_000);
  // Not displayed yet (before hydration): it waits.
  expect(open(store)).toHaveLength(1);
  store.markMounted(id);
  vi.advanceTimersByTime(2999);
  expect(open(store)).toHaveLength(1);
  vi.advanceTimersByTime(1);
  expect(open(store)).toHaveLength(0);
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(onClose).toHaveBeenCalledWith();
  // Removed after the leave transition.
  expect(store.getSnapshot()).toHaveLength(1);
  vi.advanceTimersByTime(400);
  expect(store.getSnapshot()).toHaveLength(0);
});

test("duration 0 never closes by itself", () => {
  const store = createMessageStore();
  store.show({ message: "a", duration: 0 });
  store.markMounted(store.getSnapshot()[0]!.id);
  vi.advanceTimersByTime(60_000);
  expect(open(store)).toHaveLength(1);
});

test("hover stops the timer; leaving restarts it for the full duration", () => {
  const store = createMessageStore();
  store.show("a");
  const id = store.getSnapshot()[0]!.id;
  store.markMounted(id);
  vi.advanceTimersByTime(2500);
  store.pause(id);
  vi.advanceTimersByTime(10_000);
  expect(open(store)).toHaveLength(1);
  store.resume(id);
  vi.advanceTimersByTime(2999); // full 3000 again, not the 500 that were left
  expect(open(store)).toHaveLength(1);
  vi.advanceTimersByTime(1);
  expect(open(store)).toHaveLength(0);
});

test("stacking: first at offset, next at previous far edge + 16, rest slide up when one closes", () => {
  const store = createMessageStore();
  const a = store.show("a");
  store.show({ message: "b", offset: 16 });
  store.show({ message: "c" });
  const [ea, eb, ec] = store.getSnapshot();
  store.setHeight(ea!.id, 40);
  store.setHeight(eb!.id, 60);
  store.setHeight(ec!.id, 40);
  for (const e of [ea, eb, ec]) store.markMounted(e!.id);
  expect(store.getSnapshot().map((e) => e.position)).toEqual([16, 16 + 40 + 16, 72 + 60 + 16]);
  a.close();
  const after = open(store);
  expect(after.map((e) => [e.message, e.position])).toEqual([
    ["b", 16],
    ["c", 16 + 60 + 16],
  ]);
  // The closing one keeps its place while it fades out.
  expect(store.getSnapshot().find((e) => e.closing)?.position).toBe(16);
});

test("stacking math: a larger own offset is a minimum; the gap is always 16", () => {
  expect(
    computePositions([
      { offset: 20, height: 50 },
      { offset: 16, height: 30 },
      { offset: 200, height: 10 },
    ]),
  ).toEqual([20, 86, 200]);
  expect(computePositions([])).toEqual([]);
});

test("placements stack separately; bottom placements use their own list", () => {
  const store = createMessageStore();
  store.show({ message: "t1" });
  store.show({ message: "b1", placement: "bottom-right" });
  store.show({ message: "b2", placement: "bottom-right" });
  const snap = store.getSnapshot();
  for (const e of snap) store.setHeight(e.id, 30);
  expect(store.getSnapshot().map((e) => [e.message, e.placement, e.position])).toEqual([
    ["t1", "top", 16],
    ["b1", "bottom-right", 16],
    ["b2", "bottom-right", 62],
  ]);
  store.closeAllByPlacement("bottom-right");
  expect(open(store).map((e) => e.message)).toEqual(["t1"]);
});

test("an invalid placement falls back to top", () => {
  const store = createMessageStore();
  store.show({ message: "x", placement: "middle" as never });
  expect(store.getSnapshot()[0]!.placement).toBe("top");
});

test("grouping: same text in the same placement bumps the badge, takes the new type, returns the same handle", () => {
  const store = createMessageStore();
  store.show({ message: "网络错误", grouping: true, type: "info" });
  const h2 = store.show({ message: "网络错误", grouping: true, type: "error" });
  store.show({ message: "网络错误", grouping: true, placement: "bottom" });
  const snap = store.getSnapshot();
  expect(snap).toHaveLength(2);
  expect(snap[0]).toMatchObject({ repeatNum: 2, type: "error" });
  h2.close();
  expect(open(store).map((e) => e.placement)).toEqual(["bottom"]);
});

test("grouping restarts the full timer, even while hovered", () => {
  const store = createMessageStore();
  store.show({ message: "x", grouping: true });
  const id = store.getSnapshot()[0]!.id;
  store.markMounted(id);
  store.pause(id);
  vi.advanceTimersByTime(5000);
  store.show({ message: "x", grouping: true });
  vi.advanceTimersByTime(2999);
  expect(open(store)).toHaveLength(1);
  vi.advanceTimersByTime(1);
  expect(open(store)).toHaveLength(0);
});

test("without grouping, the same text makes a second message", () => {
  const store = createMessageStore();
  store.show("x");
  store.show("x");
  expect(open(store)).toHaveLength(2);
});

test("global grouping config applies when the call does not set it", () => {
  const store = createMessageStore();
  store.configure({ grouping: true });
  store.show("x");
  store.show("x");
  expect(open(store)).toHaveLength(1);
  expect(open(store)[0]!.repeatNum).toBe(2);
});

test("max per placement silently drops extra messages (after grouping)", () => {
  const store = createMessageStore();
  store.configure({ max: 2 });
  store.show({ message: "a", grouping: true });
  store.show("b");
  const dropped = store.show("c");
  dropped.close(); // no-op handle
  store.show({ message: "a", grouping: true }); // still groups at the limit
  store.show({ message: "d", placement: "top-left" }); // other placement has its own limit
  expect(open(store).map((e) => [e.message, e.repeatNum])).toEqual([
    ["a", 2],
    ["b", 1],
    ["d", 1],
  ]);
});

test("global duration and offset apply only when the call keeps the defaults", () => {
  const store = createMessageStore();
  store.configure({ duration: 5000, offset: 40 });
  store.show("a");
  store.show({ message: "b", duration: 1000, offset: 10 });
  expect(store.getSnapshot().map((e) => [e.duration, e.offset])).toEqual([
    [5000, 40],
    [1000, 10],
  ]);
});

test("zIndex: the option is honoured; otherwise each message takes the next shared value", () => {
  const store = createMessageStore();
  store.show("a");
  store.show({ message: "b", zIndex: 5000 });
  store.show("c");
  expect(store.getSnapshot().map((e) => e.zIndex)).toEqual([2001, 5000, 2002]);
});

test("closeAll closes every message, or only those of one type", () => {
  const store = createMessageStore();
  store.show({ message: "a", type: "error" });
  store.show({ message: "b", type: "success", placement: "bottom" });
  store.show({ message: "c", type: "error", placement: "top-right" });
  store.closeAll("error");
  expect(open(store).map((e) => e.message)).toEqual(["b"]);
  store.closeAll();
  expect(open(store)).toHaveLength(0);
});

test("close is idempotent and onClose runs once", () => {
  const store = createMessageStore();
  const onClose = vi.fn();
  const h = store.show({ message: "a", onClose });
  store.markMounted(store.getSnapshot()[0]!.id);
  h.close();
  h.close();
  vi.advanceTimersByTime(5000);
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(store.getSnapshot()).toHaveLength(0);
});

test("repeatNum option sets the starting count", () => {
  const store = createMessageStore();
  store.show({ message: "a", repeatNum: 5 });
  expect(store.getSnapshot()[0]!.repeatNum).toBe(5);
});
