import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { UserMenu } from "../../components/user-menu";
import type { User } from "../../lib/api-schemas";
import { formatChinaDate } from "../../lib/format";
import { Greeting } from "./greeting";
import { VipCallToAction } from "./vip-call-to-action";

/**
 * A membership bought at 02:00 Beijing time on 1 March 2026 for a year ends at
 * 2027-03-01 02:00 +08:00, which the provider sends as 2027-02-28T18:00:00Z.
 * Every screen must show the China date (1 March), the one 会员中心 shows.
 */
const user: User = {
  id: 1002,
  nickname: "投放老司机",
  avatar: "",
  vipLevel: 2,
  vipName: "个人 VIP",
  vipExpiresAt: "2027-02-28T18:00:00.000Z",
  isVip: true,
  phone: "138****0002",
};

function renderWithUser(Component: () => ReactNode) {
  const Stub = createRoutesStub([
    { id: "root", path: "/", loader: () => ({ user }), Component, HydrateFallback: () => null },
  ]);
  return render(<Stub />);
}

describe("membership expiry date", () => {
  it("会员中心 shows the China date", () => {
    expect(formatChinaDate(user.vipExpiresAt!)).toBe("2027年3月1日");
  });

  it("首页's greeting and VIP section show the same date as 会员中心", () => {
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => (
          <>
            <Greeting user={user} />
            <VipCallToAction user={user} vipCount={3} />
          </>
        ),
      },
    ]);
    render(<Stub />);
    expect(screen.getByTestId("greeting")).toHaveTextContent("有效期至 2027年3月1日");
    expect(screen.getByRole("region", { name: /生效中/ })).toHaveTextContent("有效期至 2027年3月1日");
  });

  it("the header's user menu shows the same date as 会员中心", async () => {
    renderWithUser(UserMenu);
    expect(await screen.findByText(/2027年3月1日 到期/)).toBeInTheDocument();
  });
});
