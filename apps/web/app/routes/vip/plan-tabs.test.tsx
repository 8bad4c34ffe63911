import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { PlanTabs } from "./plan-tabs";
import type { Audience, Plan, Plans } from "./vip-schemas";

function plan(
  id: string,
  audience: Audience,
  period: Plan["period"],
  price: number,
  originalPrice: number,
  recommended = false,
): Plan {
  return {
    id,
    audience,
    period,
    name: id,
    price,
    originalPrice,
    saving: originalPrice - price,
    recommended,
    seats: audience === "team" ? 5 : 1,
    perks: ["全部 VIP 工具"],
  };
}

const plans: Plans = {
  personal: [
    plan("personal-month", "personal", "month", 3800, 4800),
    plan("personal-year", "personal", "year", 29800, 57600, true),
  ],
  team: [plan("team-month", "team", "month", 9900, 12900)],
  benefits: [],
};

function renderTabs(loggedIn: boolean, onAskLogin = vi.fn()) {
  function Harness() {
    const [audience, setAudience] = useState<Audience>("personal");
    return (
      <PlanTabs
        plans={{ ok: true, data: plans }}
        audience={audience}
        onAudienceChange={setAudience}
        tabHref={(a) => `/vip?tab=${a}`}
        selectedPlanId={null}
        loggedIn={loggedIn}
        currentLevel={0}
        orderKeys={{ "personal-month": "key-personal-month-0001" }}
        loginHrefFor={(id) =>
          `http://main.test/login?redirect=${encodeURIComponent(`http://site.test/vip?plan=${id}`)}`
        }
        onAskLogin={onAskLogin}
        buyingPlanId={null}
      />
    );
  }
  const Stub = createRoutesStub([{ path: "/vip", Component: Harness, action: () => null }]);
  render(<Stub initialEntries={["/vip"]} />);
  return onAskLogin;
}

describe("PlanTabs", () => {
  it("is a tablist whose tabs are also links, with arrow-key switching", async () => {
    renderTabs(false);
    const personal = screen.getByRole("tab", { name: "个人会员" });
    const team = screen.getByRole("tab", { name: "团队会员" });
    expect(personal).toHaveAttribute("aria-selected", "true");
    expect(team).toHaveAttribute("href", "/vip?tab=team");
    expect(team).toHaveAttribute("tabindex", "-1");
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName("个人会员");

    personal.focus();
    const user = userEvent.setup();
    await user.keyboard("{ArrowRight}");
    expect(team).toHaveFocus();
    expect(team).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName("团队会员");
    await user.keyboard("{Home}");
    expect(personal).toHaveAttribute("aria-selected", "true");
  });

  it("shows 现价, struck 原价, 省 and the monthly equivalent, and highlights the recommended plan", () => {
    renderTabs(false);
    const year = screen.getByTestId("plan-personal-year");
    expect(year).toHaveTextContent("推荐");
    expect(year).toHaveTextContent("¥298");
    expect(year.querySelector("s")).toHaveTextContent("¥576");
    expect(year).toHaveTextContent("省 ¥278");
    expect(year).toHaveTextContent("折合 ¥24.83/月");
  });

  it("anonymous: 立即开通 links to the login returning to the plan, and asks first", async () => {
    const onAskLogin = renderTabs(false);
    const buy = screen.getAllByRole("link", { name: "立即开通" })[0]!;
    expect(buy).toHaveAttribute("href", expect.stringContaining(encodeURIComponent("/vip?plan=personal-month")));
    await userEvent.setup().click(buy);
    expect(onAskLogin).toHaveBeenCalledWith(expect.objectContaining({ id: "personal-month" }));
  });

  it("logged in: 立即开通 posts the plan with its order key", () => {
    renderTabs(true);
    const button = screen.getAllByRole("button", { name: "立即开通" })[0]!;
    const form = button.closest("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(new FormData(form).get("planId")).toBe("personal-month");
    expect(new FormData(form).get("orderKey")).toBe("key-personal-month-0001");
  });
});
