import type { IconifyJSON } from "@iconify/react";
import { expect, test } from "vitest";
import { collectIconNames, groupByPrefix, parseIconName, resolveIcon } from "./icon-subset";

test("parseIconName follows Iconify's name rule", () => {
  expect(parseIconName("lucide:house")).toEqual({ prefix: "lucide", name: "house" });
  expect(parseIconName("ri:vip-crown-2-fill")).toEqual({ prefix: "ri", name: "vip-crown-2-fill" });
  expect(parseIconName("Lucide:House")).toBeNull();
  expect(parseIconName("lucide:")).toBeNull();
  expect(parseIconName("lucide:a--b")).toBeNull();
  expect(parseIconName("house")).toBeNull();
});

test("collectIconNames finds quoted literals of the given collections only", () => {
  const source = `
    <Icon name="lucide:house" />
    const map = { a: 'ri:star-fill', b: \`lucide:search\` };
    const url = "https://example.com/lucide:nope"; // not a bare literal
    const other = "mdi:home";
    <Icon name="lucide:house" />`;
  expect(collectIconNames(source, ["lucide", "ri"])).toEqual(["lucide:house", "lucide:search", "ri:star-fill"]);
  expect(collectIconNames(source, [])).toEqual([]);
});

test("groupByPrefix groups valid names and drops duplicates and invalid ones", () => {
  expect([...groupByPrefix(["lucide:a", "ri:b", "lucide:a", "bad", "lucide:c"])]).toEqual([
    ["lucide", ["a", "c"]],
    ["ri", ["b"]],
  ]);
});

test("resolveIcon follows alias chains the way Iconify merges them", () => {
  const set: IconifyJSON = {
    prefix: "demo",
    height: 24,
    icons: {
      house: { body: "<path d='M1 1'/>", width: 20 },
      turned: { body: "<path d='M3 3'/>", rotate: 1, vFlip: true },
    },
    aliases: {
      home: { parent: "house" },
      "home-flipped": { parent: "home", hFlip: true },
      "home-unflipped": { parent: "home-flipped", hFlip: true, width: 30 },
      "turned-more": { parent: "turned", rotate: 2, vFlip: true },
      loop: { parent: "loop" },
      dangling: { parent: "nope" },
    },
  };
  // The icon's own width wins over Iconify's default; the set's height fills in; left/top default to 0.
  expect(resolveIcon(set, "house")).toEqual({ body: "<path d='M1 1'/>", left: 0, top: 0, width: 20, height: 24 });
  expect(resolveIcon(set, "home")).toEqual(resolveIcon(set, "house"));
  expect(resolveIcon(set, "home-flipped")).toMatchObject({ hFlip: true, width: 20 });
  // Two flips cancel; the nearest link's dimension wins.
  const unflipped = resolveIcon(set, "home-unflipped")!;
  expect(unflipped.hFlip).toBeUndefined();
  expect(unflipped.width).toBe(30);
  // Rotations add up modulo 4; vertical flips toggle.
  expect(resolveIcon(set, "turned-more")).toEqual({
    body: "<path d='M3 3'/>",
    left: 0,
    top: 0,
    width: 16,
    height: 24,
    rotate: 3,
  });
  expect(resolveIcon(set, "loop")).toBeNull();
  expect(resolveIcon(set, "dangling")).toBeNull();
  expect(resolveIcon(set, "missing")).toBeNull();
});
