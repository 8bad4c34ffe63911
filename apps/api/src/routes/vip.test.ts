import { expect, test } from "vitest";
import { call, createTestApp, TEST_NOW } from "../test/test-app.ts";

type Plan = {
  id: string;
  audience: string;
  period: string;
  price: number;
  originalPrice: number;
  saving: number;
  recommended: boolean;
  seats: number;
};
type Order = {
  orderNo: string;
  planId: string;
  planName: string;
  amount: number;
  status: string;
  createdAt: string;
  paidAt: string | null;
  expiresAt: string;
};
type Membership = { level: number; levelName: string; expiresAt: string | null; isVip: boolean };

test("plans: personal and team tabs with month/quarter/year, one recommended each, honest savings", async () => {
  const t = createTestApp();
  const res = await call<{ personal: Plan[]; team: Plan[]; benefits: { key: string }[] }>(
    t,
    "GET",
    "/materials/v1/vip/plans",
  );
  for (const tab of [res.data.personal, res.data.team]) {
    expect(tab.map((p) => p.period)).toEqual(["month", "quarter", "year"]);
    expect(tab.filter((p) => p.recommended)).toHaveLength(1);
    for (const plan of tab) {
      expect(plan.saving).toBe(plan.originalPrice - plan.price);
      expect(plan.price).toBeGreaterThan(0);
    }
  }
  expect(res.data.team.every((p) => p.seats >= 5)).toBe(true);
  const keys = res.data.benefits.map((b) => b.key);
  for (const key of ["daily-uses", "batch-size", "history-days", "commercial-licence", "watermark-free", "team-seats"])
    expect(keys).toContain(key);
});

test("the same orderKey returns the same order; another plan with it is a conflict", async () => {
  const t = createTestApp();
  const body = { planId: "personal-year", orderKey: "order-key-0001" };
  const first = await call<Order>(t, "POST", "/materials/v1/vip/orders", { token: "demo-user", json: body });
  expect(first.status).toBe(201);
  expect(first.data).toMatchObject({
    planId: "personal-year",
    planName: "个人 VIP 年卡",
    amount: 29_800,
    status: "pending",
    paidAt: null,
  });
  expect(Date.parse(first.data.expiresAt) - Date.parse(first.data.createdAt)).toBe(15 * 60 * 1000);
  const again = await call<Order>(t, "POST", "/materials/v1/vip/orders", { token: "demo-user", json: body });
  expect(again.status).toBe(200);
  expect(again.data).toEqual(first.data);
  const clash = await call(t, "POST", "/materials/v1/vip/orders", {
    token: "demo-user",
    json: { ...body, planId: "team-year" },
  });
  expect(clash).toMatchObject({ status: 409, code: 40900 });
  // Order keys are per user: someone else using the same key gets their own order.
  const other = await call<Order>(t, "POST", "/materials/v1/vip/orders", { token: "demo-vip", json: body });
  expect(other.data.orderNo).not.toBe(first.data.orderNo);
  expect((t.db.prepare("SELECT COUNT(*) AS n FROM orders").get() as { n: number }).n).toBe(2);
});

test("paying upgrades an ordinary user and extends membership from now", async () => {
  const t = createTestApp();
  const { data: order } = await call<Order>(t, "POST", "/materials/v1/vip/orders", {
    token: "demo-user",
    json: { planId: "personal-quarter", orderKey: "order-key-0002" },
  });
  const paid = await call<Order>(t, "POST", `/materials/v1/vip/orders/${order.orderNo}/pay`, {
    token: "demo-user",
    json: { method: "wechat" },
  });
  expect(paid.data).toMatchObject({ status: "paid", paidAt: TEST_NOW.toISOString() });
  const membership = await call<Membership>(t, "GET", "/materials/v1/vip/membership", { token: "demo-user" });
  expect(membership.data).toEqual({
    level: 1,
    levelName: "个人 VIP",
    expiresAt: "2026-12-01T02:00:00.000Z",
    isVip: true,
  });
  const info = await call<{ vipLevel: number; isVip: boolean }>(t, "GET", "/materials/v1/user/info", {
    token: "demo-user",
  });
  expect(info.data).toMatchObject({ vipLevel: 1, isVip: true });
  // Paying again (a retried request) changes nothing.
  await call(t, "POST", `/materials/v1/vip/orders/${order.orderNo}/pay`, {
    token: "demo-user",
    json: { method: "wechat" },
  });
  expect(
    (await call<Membership>(t, "GET", "/materials/v1/vip/membership", { token: "demo-user" })).data.expiresAt,
  ).toBe("2026-12-01T02:00:00.000Z");
  expect(
    (await call<Order>(t, "GET", `/materials/v1/vip/orders/${order.orderNo}`, { token: "demo-user" })).data.status,
  ).toBe("paid");
});

test("a team plan stacks on an active membership and raises the level", async () => {
  const t = createTestApp();
  const { data: order } = await call<Order>(t, "POST", "/materials/v1/vip/orders", {
    token: "demo-vip",
    json: { planId: "team-month", orderKey: "order-key-0003" },
  });
  await call(t, "POST", `/materials/v1/vip/orders/${order.orderNo}/pay`, {
    token: "demo-vip",
    json: { method: "alipay" },
  });
  const membership = await call<Membership>(t, "GET", "/materials/v1/vip/membership", { token: "demo-vip" });
  expect(membership.data).toMatchObject({ level: 2, levelName: "团队 VIP", isVip: true });
  expect(membership.data.expiresAt).toBe("2028-01-31T15:59:59.000Z");
});

test("pending orders expire after 15 minutes and can no longer be paid", async () => {
  const t = createTestApp();
  const { data: order } = await call<Order>(t, "POST", "/materials/v1/vip/orders", {
    token: "demo-user",
    json: { planId: "personal-month", orderKey: "order-key-0004" },
  });
  t.clock.advance(15 * 60 * 1000);
  expect(
    (await call<Order>(t, "GET", `/materials/v1/vip/orders/${order.orderNo}`, { token: "demo-user" })).data.status,
  ).toBe("expired");
  const pay = await call(t, "POST", `/materials/v1/vip/orders/${order.orderNo}/pay`, {
    token: "demo-user",
    json: { method: "wechat" },
  });
  expect(pay).toMatchObject({ status: 409, code: 40901 });
  expect((await call<Membership>(t, "GET", "/materials/v1/vip/membership", { token: "demo-user" })).data.isVip).toBe(
    false,
  );
});

test("orders are private, and bad input is refused without writing anything", async () => {
  const t = createTestApp();
  const { data: order } = await call<Order>(t, "POST", "/materials/v1/vip/orders", {
    token: "demo-user",
    json: { planId: "personal-month", orderKey: "order-key-0005" },
  });
  expect((await call(t, "GET", `/materials/v1/vip/orders/${order.orderNo}`, { token: "demo-vip" })).status).toBe(404);
  expect(
    (
      await call(t, "POST", `/materials/v1/vip/orders/${order.orderNo}/pay`, {
        token: "demo-vip",
        json: { method: "wechat" },
      })
    ).status,
  ).toBe(404);
  expect(
    (
      await call(t, "POST", `/materials/v1/vip/orders/${order.orderNo}/pay`, {
        token: "demo-user",
        json: { method: "cash" },
      })
    ).status,
  ).toBe(400);
  expect((await call(t, "GET", "/materials/v1/vip/orders/not-an-order", { token: "demo-user" })).status).toBe(400);
  expect(
    (
      await call(t, "POST", "/materials/v1/vip/orders", {
        token: "demo-user",
        json: { planId: "gold-forever", orderKey: "order-key-0006" },
      })
    ).status,
  ).toBe(422);
  expect(
    (
      await call(t, "POST", "/materials/v1/vip/orders", {
        token: "demo-user",
        json: { planId: "personal-month", orderKey: "short" },
      })
    ).status,
  ).toBe(400);
  expect((t.db.prepare("SELECT COUNT(*) AS n FROM orders").get() as { n: number }).n).toBe(1);
  expect(
    (await call<Order>(t, "GET", `/materials/v1/vip/orders/${order.orderNo}`, { token: "demo-user" })).data.status,
  ).toBe("pending");
});

test("membership needs login", async () => {
  const t = createTestApp();
  expect((await call(t, "GET", "/materials/v1/vip/membership")).status).toBe(401);
});
