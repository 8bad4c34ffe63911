import { expect, test } from "vitest";
import {
  CHECKLIST_TEMPLATES,
  checklistCsvRows,
  checklistText,
  parseProgress,
  scheduleTasks,
  tMinusLabel,
} from "./checklist";

const promo = CHECKLIST_TEMPLATES.find((t) => t.key === "promo")!;

test("tasks are dated from the event day and sorted", () => {
  const tasks = scheduleTasks(promo, "2026-11-11");
  expect(tasks[0]).toMatchObject({ due: "2026-09-27", label: "T−45" });
  expect(tasks.find((t) => t.offset === 0)!.due).toBe("2026-11-11");
  expect(tasks.at(-1)).toMatchObject({ due: "2026-11-18", label: "T+7" });
  const dues = tasks.map((t) => t.due);
  expect([...dues].sort()).toEqual(dues);
});

test("every template has unique ids, an event-day task, owners", () => {
  for (const template of CHECKLIST_TEMPLATES) {
    const ids = template.tasks.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(template.tasks.some((t) => t.offset === 0)).toBe(true);
    expect(template.tasks.every((t) => t.role && t.title)).toBe(true);
  }
});

test("labels, progress parsing and exports", () => {
  expect([tMinusLabel(-3), tMinusLabel(0), tMinusLabel(2)]).toEqual(["T−3", "T 当天", "T+2"]);
  expect(parseProgress("not json")).toEqual({ done: {}, owners: {} });
  const tasks = scheduleTasks(promo, "2026-11-11");
  const progress = { done: { "promo-goal": true }, owners: { "promo-goal": "小王" } };
  expect(checklistText("大促", "2026-11-11", tasks, progress).split("\n")[1]).toBe(
    "[x] 2026-09-27（T−45）定目标：GMV、ROI、拉新人数，拆到渠道和周 — 小王",
  );
  expect(checklistCsvRows(tasks, progress)[1]).toEqual([
    "2026-09-27",
    "T−45",
    "定目标：GMV、ROI、拉新人数，拆到渠道和周",
    "小王",
    "已完成",
  ]);
});
