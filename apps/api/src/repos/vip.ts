import { randomInt } from "node:crypto";
import type { Db } from "../db.ts";
import type { SeedPlan } from "../data/plans.ts";
import { ApiError, ErrorCode, notFound, unknownFilter } from "../lib/envelope.ts";
import { sql } from "../lib/sql.ts";
import { addMonths } from "../lib/time.ts";
import { findUser, membershipOf } from "./users.ts";

/** Unpaid orders lapse like a real scan-to-pay QR code does. */
export const ORDER_TTL_MS = 15 * 60 * 1000;

/** A `plans` row: the seed's shape, with SQLite's snake_case, 0/1 flag and JSON-encoded perks. */
type PlanRow = Omit<SeedPlan, "originalPrice" | "recommended" | "perks"> & {
  original_price: number;
  recommended: number;
  perks: string;
};

type OrderRow = {
  order_no: string;
  user_id: number;
  order_key: string;
  plan_id: string;
  plan_name: string;
  amount: number;
  status: "pending" | "paid" | "expired";
  pay_method: "wechat" | "alipay" | null;
  created_at: string;
  expires_at: string;
  paid_at: string | null;
};

function toPlanDto(row: PlanRow) {
  return {
    id: row.id,
    audience: row.audience,
    period: row.period,
    name: row.name,
    price: row.price,
    originalPrice: row.original_price,
    saving: row.original_price - row.price,
    recommended: row.recommended === 1,
    seats: row.seats,
    months: row.months,
    level: row.level,
    perks: JSON.parse(row.perks) as string[],
  };
}

export function listPlans(db: Db) {
  const plans = sql<[], PlanRow>(db, "SELECT * FROM plans ORDER BY sort").all().map(toPlanDto);
  const benefits = sql<[], { key: string; name: string; free: string; personal: string; team: string }>(
    db,
    "SELECT key, name, free, personal, team FROM plan_benefits ORDER BY sort",
  ).all();
  return {
    personal: plans.filter((plan) => plan.audience === "personal"),
    team: plans.filter((plan) => plan.audience === "team"),
    benefits,
  };
}

function toOrderDto(row: OrderRow) {
  return {
    orderNo: row.order_no,
    planId: row.plan_id,
    planName: row.plan_name,
    amount: row.amount,
    status: row.status,
    payMethod: row.pay_method,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    expiresAt: row.expires_at,
  };
}

export type OrderDto = ReturnType<typeof toOrderDto>;

/** Marks lapsed pending orders as expired; called before any order is read so status is never stale. */
function expireLapsed(db: Db, now: Date): void {
  sql(db, "UPDATE orders SET status = 'expired' WHERE status = 'pending' AND expires_at <= ?").run(now.toISOString());
}

function newOrderNo(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, "").slice(0, 14);
  return `VIP${stamp}${String(randomInt(0, 1_000_000)).padStart(6, "0")}`;
}

/** Same (user, orderKey) → the same order, so a double click or a retried request never buys twice. */
export function createOrder(
  db: Db,
  userId: number,
  planId: string,
  orderKey: string,
  now: Date,
): { order: OrderDto; created: boolean } {
  return db.transaction(() => {
    expireLapsed(db, now);
    const existing = sql<[number, string], OrderRow>(
      db,
      "SELECT * FROM orders WHERE user_id = ? AND order_key = ?",
    ).get(userId, orderKey);
    if (existing) {
      if (existing.plan_id !== planId) {
        throw new ApiError(409, ErrorCode.conflict, "该订单标识已用于其他套餐，请刷新页面后重新下单");
      }
      return { order: toOrderDto(existing), created: false };
    }
    const plan = sql<[string], PlanRow>(db, "SELECT * FROM plans WHERE id = ?").get(planId);
    if (!plan) throw unknownFilter(`未知的套餐：${planId}`);
    const orderNo = newOrderNo(now);
    sql(
      db,
      `INSERT INTO orders (order_no, user_id, order_key, plan_id, plan_name, amount, status, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?)`,
    ).run(
      orderNo,
      userId,
      orderKey,
      plan.id,
      plan.name,
      plan.price,
      now.toISOString(),
      new Date(now.getTime() + ORDER_TTL_MS).toISOString(),
    );
    const row = sql<[string], OrderRow>(db, "SELECT * FROM orders WHERE order_no = ?").get(orderNo)!;
    return { order: toOrderDto(row), created: true };
  })();
}

function ownOrder(db: Db, userId: number, orderNo: string): OrderRow {
  const row = sql<[string], OrderRow>(db, "SELECT * FROM orders WHERE order_no = ?").get(orderNo);
  // Someone else's order answers exactly like a missing one: order numbers are not a secret channel.
  if (!row || row.user_id !== userId) throw notFound("订单不存在");
  return row;
}

export function getOrder(db: Db, userId: number, orderNo: string, now: Date): OrderDto {
  return db.transaction(() => {
    expireLapsed(db, now);
    return toOrderDto(ownOrder(db, userId, orderNo));
  })();
}

/**
 * Simulated scan-to-pay: marks the order paid and extends the membership in one
 * transaction. Paying a paid order again returns it unchanged (no double extension).
 * A higher level replaces a lower one; time stacks on an active membership.
 */
export function payOrder(db: Db, userId: number, orderNo: string, method: "wechat" | "alipay", now: Date): OrderDto {
  return db.transaction(() => {
    expireLapsed(db, now);
    const order = ownOrder(db, userId, orderNo);
    if (order.status === "paid") return toOrderDto(order);
    if (order.status === "expired") throw new ApiError(409, ErrorCode.orderExpired, "订单已超时关闭，请重新下单");
    const plan = sql<[string], PlanRow>(db, "SELECT * FROM plans WHERE id = ?").get(order.plan_id);
    const user = findUser(db, userId);
    if (!plan || !user) throw new Error(`order ${orderNo} points at a missing plan or user`);

    const current = membershipOf(user, now);
    const base = current.isVip && current.expiresAt ? new Date(current.expiresAt) : now;
    const expiresAt = addMonths(base, plan.months).toISOString();
    const level = Math.max(current.level, plan.level);
    sql(db, "UPDATE users SET vip_level = ?, vip_expires_at = ? WHERE id = ?").run(level, expiresAt, userId);
    sql(db, "UPDATE orders SET status = 'paid', pay_method = ?, paid_at = ? WHERE order_no = ?").run(
      method,
      now.toISOString(),
      orderNo,
    );
    return toOrderDto(ownOrder(db, userId, orderNo));
  })();
}
