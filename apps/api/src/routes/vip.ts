import { Hono } from "hono";
import { z } from "zod";
import type { Deps } from "../deps.ts";
import { currentUser, requireAuth, type AppEnv } from "../lib/auth.ts";
import { ok } from "../lib/envelope.ts";
import { parseJsonBody, parseParam } from "../lib/validate.ts";
import { membershipOf } from "../repos/users.ts";
import { createOrder, getOrder, listPlans, payOrder } from "../repos/vip.ts";

const createOrderBody = z.object({
  planId: z.string({ error: "请选择套餐" }).min(1).max(40),
  orderKey: z
    .string({ error: "缺少 orderKey（下单幂等键）" })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, "orderKey 须为 8–64 位字母、数字、下划线或连字符"),
});

const payBody = z.object({
  method: z.enum(["wechat", "alipay"], { error: "支付方式只能是 wechat 或 alipay" }),
});

const orderNo = z.string().regex(/^VIP\d{20}$/, "订单号格式不正确");

export function vipRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  app.get("/v1/vip/plans", (c) => ok(c, listPlans(db)));

  app.get("/v1/vip/membership", requireAuth(deps), (c) => ok(c, membershipOf(currentUser(c), deps.now())));

  app.post("/v1/vip/orders", requireAuth(deps), async (c) => {
    const body = await parseJsonBody(c, createOrderBody);
    const { order, created } = createOrder(db, currentUser(c).id, body.planId, body.orderKey, deps.now());
    return ok(c, order, created ? 201 : 200);
  });

  app.get("/v1/vip/orders/:orderNo", requireAuth(deps), (c) =>
    ok(c, getOrder(db, currentUser(c).id, parseParam(c, "orderNo", orderNo), deps.now())),
  );

  app.post("/v1/vip/orders/:orderNo/pay", requireAuth(deps), async (c) => {
    const no = parseParam(c, "orderNo", orderNo);
    const { method } = await parseJsonBody(c, payBody);
    return ok(c, payOrder(db, currentUser(c).id, no, method, deps.now()));
  });

  return app;
}
