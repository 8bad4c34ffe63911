import { expect, test } from "vitest";
import { getIconSets } from "./icon-sets.server";

test("getIconSets resolves names of the installed collections into ready-to-render data", () => {
  const map = getIconSets([
    "lucide:house",
    "ri:star-fill",
    "lucide:zzz-no-such-icon",
    "mdi:home",
    "bad name",
    null,
    undefined,
    "lucide:house",
  ]);
  expect(Object.keys(map).sort()).toEqual(["lucide:house", "lucide:zzz-no-such-icon", "ri:star-fill"]);
  expect(map["lucide:house"]).toMatchObject({ viewBox: "0 0 24 24" });
  expect(map["lucide:house"]!.body).toMatch(/^<(path|g)\b/);
  expect(map["ri:star-fill"]!.body).toContain("<path");
  // Unknown in an installed set: null, so the browser keeps the box and never asks the icon API.
  expect(map["lucide:zzz-no-such-icon"]).toBeNull();
  // Other collections are left to the icon API.
  expect(map).not.toHaveProperty("mdi:home");
});
