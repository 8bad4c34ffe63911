import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { TemplateActions } from "./template-actions";
import type { TemplateDetail } from "./template-schemas";

const detail: TemplateDetail = {
  id: 10025,
  title: "实木餐桌测评",
  cover: "http://api.test/materials/v1/templates/10025/cover.svg",
  width: 1242,
  height: 1660,
  sizeKey: "xhs-3x4",
  sizeName: "小红书竖图 1242×1660",
  scene: "xhs-image",
  sceneName: "小红书配图",
  industry: "home",
  industryName: "房产家居",
  style: "business",
  styleName: "商务",
  color: "white",
  colorName: "白色",
  colors: ["#F5F5F5"],
  author: { id: 1, name: "半糖设计" },
  tags: ["小红书配图"],
  description: "",
  isVip: false,
  uses: 10,
  likes: 7,
  favourites: 3,
  createdAt: "2026-01-01",
  liked: true,
  favourited: false,
};

const LOGIN = "http://main.test/login?redirect=http%3A%2F%2Fsite.test%2Ftemplate-community%3Ft%3D10025";

function renderActions(loggedIn: boolean) {
  const Stub = createRoutesStub([
    {
      path: "/template-community",
      Component: () => <TemplateActions detail={detail} loggedIn={loggedIn} loginHref={LOGIN} />,
      action: () => null,
    },
  ]);
  render(<Stub initialEntries={["/template-community?t=10025"]} />);
}

describe("TemplateActions", () => {
  it("anonymous: every action is a link to the login, and a click explains first", async () => {
    renderActions(false);
    const like = screen.getByRole("link", { name: /点赞/ });
    expect(like).toHaveAttribute("href", LOGIN);
    expect(screen.getByRole("link", { name: "使用模板" })).toHaveAttribute("href", LOGIN);

    const user = userEvent.setup();
    await user.click(like);
    const notice = screen.getByRole("alert");
    expect(notice).toHaveTextContent("登录后才能点赞");
    const go = screen.getByRole("link", { name: "去登录" });
    expect(go).toHaveAttribute("href", LOGIN);
    expect(go).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "暂不登录" }));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("logged in: toggle buttons say their state, 使用模板 is a POST form with no token in the page", () => {
    renderActions(true);
    expect(screen.getByRole("button", { name: /已点赞/ })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: /^收藏/ })).toHaveAttribute("aria-pressed", "false");
    const use = screen.getByRole("button", { name: "使用模板" });
    const form = use.closest("form");
    expect(form).toHaveAttribute("method", "post");
    expect(document.body.innerHTML).not.toContain("token");
  });
});
