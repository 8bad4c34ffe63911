/** zod schemas for the 会员中心 answers (docs/api-contract.md, materials API /v1/vip). */
import "../../lib/zod-jitless";
import { z } from "zod";

export const planSchema = z.object({
  id: z.string().min(1),
  audience: z.enum(["personal", "team"]),
  period: z.enum(["month", "quarter", "year"]),
  name: z.string().min(1),
  /** Prices are in fen (1/100 yuan). */
  price: z.number().int().min(0),
  originalPrice: z.number().int().min(0),
  saving: z.number().int().min(0),
  recommended: z.boolean(),
  seats: z.number().int().min(1),
  perks: z.array(z.string()),
});
export type Plan = z.output<typeof planSchema>;
export type Audience = Plan["audience"];

export const benefitRowSchema = z.object({
  key: z.string().min(1),
  name: z.string().min(1),
  free: z.string(),
  personal: z.string(),
  team: z.string(),
});

export const plansSchema = z.object({
  personal: z.array(planSchema),
  team: z.array(planSchema),
  benefits: z.array(benefitRowSchema),
});
export type Plans = z.output<typeof plansSchema>;

export const membershipSchema = z.object({
  level: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  levelName: z.string(),
  expiresAt: z.string().nullable(),
  isVip: z.boolean(),
});
export type Membership = z.output<typeof membershipSchema>;

export const orderSchema = z.object({
  orderNo: z.string().min(1),
  planId: z.string(),
  planName: z.string(),
  amount: z.number().int().min(0),
  status: z.enum(["pending", "paid", "expired"]),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  expiresAt: z.string(),
});
export type Order = z.output<typeof orderSchema>;

/** Order numbers as the provider issues them; anything else never reaches the provider. */
export const ORDER_NO = /^[A-Za-z0-9_-]{6,64}$/;
