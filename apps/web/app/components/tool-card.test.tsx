import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { Tool } from "../lib/api-schemas";
import { ToolCard, toolCardHeight, toolCardOnView, toolHref } from "./tool-card";

// One tool that runs on this site, whatever the families have registered so far.
vi.mock("../tools/local-slugs", () => ({ runsLocally: (slug: string) => slug === "industry-sensitive" }));

const base: Tool = {
  id: 105,
  slug: "image-text-check",
  name: "图片文字合规检测",
  summary: "识别海报和主图里的文字，逐条标出违规风险",
  category: "compliance",
  categoryName: "合规检测",
  path: "/tools/image-text-check",
  badges: ["vip", "hot"],
  isVip: true,
  platforms: ["淘宝", "京东", "拼多多", "小红书", "抖音"],
  icon: "lucide:scan-text",
  uses: 1,
};

function renderCard(tool: Tool, viewerIsVip: boolean) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <ToolCard tool={tool} viewerIsVip={viewerIsVip} /> }]);
  return render(<Stub />);
}

describe("toolHref", () => {
  it("sends non-VIP visitors of a VIP tool to 会员中心 naming the tool", () => {
    expect(toolHref(base, false)).toBe("/vip?from=tool&tool=image-text-check");
  });
  it("opens the tool for VIP members and for free tools", () => {
    expect(toolHref(base, true)).toBe("/tools/image-text-check");
    expect(toolHref({ ...base, isVip: false }, false)).toBe("/tools/image-text-check");
  });
});

describe("toolCardHeight", () => {
  it("is one height for tools that run here, 24 px more with the 在创作站打开 row (locked or not)", () => {
    const local = { ...base, slug: "industry-sensitive" };
    expect(toolCardHeight(local, false)).toBe(182);
    expect(toolCardHeight(local, true)).toBe(182);
    expect(toolCardHeight(base, false)).toBe(206);
    expect(toolCardHeight(base, true)).toBe(206);
  });

  it("is shorter without the platform row (a tool page's 相关工具)", () => {
    const local = { ...base, slug: "industry-sensitive" };
    expect(toolCardHeight(local, false, { showPlatforms: false })).toBe(154);
    expect(toolCardHeight(base, true, { showPlatforms: false })).toBe(178);
    expect(toolCardOnView(local, false, { showPlatforms: false }).style).toEqual({ "--card-height": "154px" });
  });

  it("sizes the list item that renders the card on view (工具大全, 首页)", () => {
    expect(toolCardOnView(base, true)).toEqual({
      className: "render-on-view-tool-card ring-room",
      style: { "--card-height": "206px" },
    });
  });
});

describe("ToolCard", () => {
  it("shows the job, the badges and the platforms, and locks VIP tools", () => {
    renderCard(base, false);
    const link = screen.getByRole("link", { name: /图片文字合规检测/ });
    expect(link).toHaveAttribute("href", "/vip?from=tool&tool=image-text-check");
    expect(link).toHaveAccessibleName("图片文字合规检测（会员工具，开通会员后使用；在创作站打开）");
    expect(screen.getByText("识别海报和主图里的文字，逐条标出违规风险")).toBeInTheDocument();
    expect(screen.getByText("VIP")).toBeInTheDocument();
    expect(screen.getByText("热门")).toBeInTheDocument();
    expect(screen.getByText("支持平台：淘宝、京东、拼多多、小红书、抖音")).toBeInTheDocument();
    expect(screen.getByText("+1")).toBeInTheDocument();
  });

  it("links VIP members to the creative site, and says so", () => {
    renderCard(base, true);
    expect(screen.getByRole("link", { name: "图片文字合规检测（在创作站打开）" })).toHaveAttribute(
      "href",
      "/tools/image-text-check",
    );
    expect(screen.getByText("在创作站打开")).toBeInTheDocument();
  });

  it("says why one of the tools that cannot run in a browser opens on the creative site", () => {
    renderCard(
      { ...base, slug: "trending-topics", name: "热点话题追踪", path: "/tools/trending-topics", isVip: false },
      false,
    );
    expect(screen.getByRole("link", { name: "热点话题追踪（在创作站打开：需要各平台实时热榜）" })).toBeInTheDocument();
    expect(screen.getByTestId("tool-card-external")).toHaveTextContent("在创作站打开：需要各平台实时热榜");
  });

  it("a locked tool that opens on the creative site says so, and why, before the visitor pays for it", () => {
    const landing = { ...base, slug: "landing-page-check", name: "落地页检测", path: "/tools/landing-page-check" };
    renderCard(landing, false);
    const link = screen.getByRole("link", { name: /落地页检测/ });
    expect(link).toHaveAttribute("href", "/vip?from=tool&tool=landing-page-check");
    expect(link).toHaveAccessibleName("落地页检测（会员工具，开通会员后使用；在创作站打开：需要服务器抓取落地页）");
    expect(screen.getByTestId("tool-card-external")).toHaveTextContent("在创作站打开：需要服务器抓取落地页");
    expect(toolCardHeight(landing, false)).toBe(206);
  });

  it("links a tool that runs here to its own page, VIP or not, without the creative-site note", () => {
    const local = { ...base, slug: "industry-sensitive", name: "行业敏感词检测", path: "/tools/industry-sensitive" };
    for (const vip of [false, true]) {
      const { unmount } = renderCard(local, vip);
      expect(screen.getByRole("link", { name: "行业敏感词检测" })).toHaveAttribute("href", "/tools/industry-sensitive");
      expect(screen.queryByText("在创作站打开")).toBeNull();
      unmount();
    }
  });
});
