import type { Route } from "./+types/order-status";
import { httpContext } from "../../context";
import { loadSection, type SectionResult } from "../../http/section";
import { ORDER_NO, orderSchema, type Order } from "./vip-schemas";

export type OrderStatusAnswer = SectionResult<Order>;

/**
 * The payment dialog polls this every ~2 s (a `useFetcher().load` target):
 * the order's status as the provider sees it, with the visitor's own token
 * (the provider only shows an order to its owner). A failure is data, not a
 * thrown error, so one lost poll shows a note and the next poll carries on.
 */
export async function loader({ params, context }: Route.LoaderArgs): Promise<OrderStatusAnswer> {
  if (!ORDER_NO.test(params.orderNo)) return { ok: false, message: "订单号无效", status: 400 };
  return loadSection(context.get(httpContext), `/v1/vip/orders/${encodeURIComponent(params.orderNo)}`, orderSchema, {
    // Polling: never retry a lost poll, the next one comes in two seconds.
    retry: 0,
  });
}
