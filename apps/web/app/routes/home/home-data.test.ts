import { describe, expect, it } from "vitest";
import type { Tool, ToolCategory } from "../../lib/api-schemas";
import {
  calendarDate,
  daysLeftLabel,
  formatMonthDay,
  groupByAudience,
  pickHotTools,
  pickNewTools,
  prepareStatus,
} from "./home-data";

function tool(id: number, uses: number, badges: Tool["badges"]): Tool {
  return {
    id,
    slug: `t${id}`,
    name: `工具${id}`,
    summary: "",
    category: "c",
    categoryName: "c",
    path: `/tools/t${id}`,
    badges,
    isVip: false,
    platforms: [],
    icon: "lucide:box",
    uses,
  };
}

describe("pickHotTools", () => {
  it("puts hot-badged tools first by uses, then fills with the most used others", () => {
    const tools = [tool(1, 10, ["free"]), tool(2, 5, ["hot"]), tool(3, 50, ["hot"]), tool(4, 100, [])];
    expect(pickHotTools(tools, 3).map((t) => t.id)).toEqual([3, 2, 4]);
  });
});

describe("pickNewTools", () => {
  it("keeps catalogue order and the limit", () => {
    const tools = [tool(1, 1, ["new"]), tool(2, 1, []), tool(3, 1, ["new", "vip"]), tool(4, 1, ["new"])];
    expect(pickNewTools(tools, 2).map((t) => t.id)).toEqual([1, 3]);
  });
});

describe("groupByAudience", () => {
  const cat = (key: string, audience?: ToolCategory["audience"]): ToolCategory => ({
    key,
    name: key,
    description: "",
    count: 1,
    audience,
  });

  it("files categories under the four audiences in a fixed order", () => {
    const entries = groupByAudience([cat("insight", "creative"), cat("compliance", "ad"), cat("delivery", "ad")]);
    expect(entries?.map((e) => [e.key, e.categories.map((c) => c.key)])).toEqual([
      ["ad", ["compliance", "delivery"]],
      ["creative", ["insight"]],
    ]);
  });

  it("takes names and counts from the provider's audience list", () => {
    const entries = groupByAudience(
      [cat("insight", "creative")],
      [{ key: "creative", name: "创意洞察与分析", count: 5 }],
    );
    expect(entries).toMatchObject([{ key: "creative", name: "创意洞察与分析", count: 5 }]);
    expect(groupByAudience([cat("compliance", "ad"), cat("delivery", "ad")])).toMatchObject([{ key: "ad", count: 2 }]);
  });

  it("does not guess when the provider omits the audience", () => {
    expect(groupByAudience([cat("compliance", "ad"), cat("insight")])).toBeNull();
  });
});

describe("calendar formatting", () => {
  it("reads calendar dates without a time zone shift", () => {
    expect(calendarDate("2026-10-01")).toMatchObject({ month: 10, day: 1, weekday: "周四" });
    expect(formatMonthDay("2027-02-06")).toBe("2月6日");
  });

  it("says whether the lead date has come, by the provider's today", () => {
    // Today = 2026-10-01 minus 20 days = 2026-09-11.
    expect(prepareStatus({ date: "2026-10-01", prepareFrom: "2026-09-10", daysLeft: 20 })).toBe("now");
    expect(prepareStatus({ date: "2026-10-01", prepareFrom: "2026-09-11", daysLeft: 20 })).toBe("now");
    expect(prepareStatus({ date: "2026-10-01", prepareFrom: "2026-09-12", daysLeft: 20 })).toBe("upcoming");
  });

  it("labels days left", () => {
    expect(daysLeftLabel(0)).toBe("就是今天");
    expect(daysLeftLabel(1)).toBe("明天");
    expect(daysLeftLabel(12)).toBe("还有 12 天");
  });
});
