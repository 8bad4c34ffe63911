import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Dialog } from "../../components/ui/dialog";
import type { OrderStatusAnswer } from "./order-status";
import { QR_SIZE, qrModules } from "./qr-pattern";
import { countdown, formatYuan } from "./vip-format";
import type { Order } from "./vip-schemas";

/** How often the dialog asks for the order's status while it waits for payment. */
export const POLL_INTERVAL_MS = 2000;

export const PAY_FETCHER_KEY = "vip-pay";

/** What the route's action answers for create-order and pay (see vip.tsx). */
export type VipActionResult =
  | { ok: true; intent: "create-order" | "pay"; order: Order }
  | { ok: false; intent: "create-order" | "pay" | null; message: string; loginRequired?: boolean };

type Method = "wechat" | "alipay";

const METHODS: { key: Method; label: string; accent: string; ring: string }[] = [
  {
    key: "wechat",
    label: "微信支付",
    accent: "#15803d",
    ring: "has-[:checked]:border-green-700 has-[:checked]:bg-green-50",
  },
  {
    key: "alipay",
    label: "支付宝",
    accent: "#1d4ed8",
    ring: "has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50",
  },
];

/** The freshest word on the order: paid beats expired beats pending (a status never goes back). */
export function latestOrder(orders: (Order | null | undefined)[]): Order | null {
  const known = orders.filter((o): o is Order => Boolean(o));
  return known.find((o) => o.status === "paid") ?? known.find((o) => o.status === "expired") ?? known[0] ?? null;
}

/**
 * The payment step (real WeChat/Alipay cannot run here): an order summary, a
 * simulated QR code, the choice of 微信支付 / 支付宝 and a 模拟扫码支付 button
 * that calls the provider's pay endpoint. While open and unpaid it polls the
 * order every ~2 s, so a payment completed elsewhere (another tab, the
 * phone) is noticed too. A <Dialog>, modal once hydrated.
 */
export function PaymentDialog({
  order: initial,
  onClose,
  onPaid,
  onRenew,
}: {
  order: Order;
  onClose: () => void;
  onPaid: (order: Order) => void;
  /** The order expired: start a new one for the same plan. */
  onRenew: (planId: string) => void;
}) {
  const pay = useFetcher<VipActionResult>({ key: PAY_FETCHER_KEY });
  const poll = useFetcher<OrderStatusAnswer>();
  const [method, setMethod] = useState<Method>("wechat");
  const [now, setNow] = useState<number | null>(null);

  const paid = pay.data?.ok && pay.data.order.orderNo === initial.orderNo ? pay.data.order : null;
  const polled = poll.data?.ok && poll.data.data.orderNo === initial.orderNo ? poll.data.data : null;
  const order = latestOrder([paid, polled, initial]) ?? initial;
  const payError = pay.state === "idle" && pay.data && !pay.data.ok ? pay.data.message : null;
  const pollError = poll.state === "idle" && poll.data && !poll.data.ok ? poll.data.message : null;
  const paying = pay.state !== "idle";

  // Status polling while the order waits for payment.
  const pollRef = useRef(poll);
  useEffect(() => {
    pollRef.current = poll;
  });
  useEffect(() => {
    if (order.status !== "pending") return;
    const timer = window.setInterval(() => {
      if (pollRef.current.state === "idle")
        void pollRef.current.load(`/resources/vip-orders/${encodeURIComponent(order.orderNo)}`);
    }, POLL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [order.orderNo, order.status]);

  // The countdown only runs in the browser (the server's clock is not the visitor's).
  useEffect(() => {
    if (order.status !== "pending") return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the first tick after hydration; rendering Date.now() would mismatch the server HTML
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [order.status]);

  const reported = useRef(false);
  useEffect(() => {
    if (order.status === "paid" && !reported.current) {
      reported.current = true;
      onPaid(order);
    }
  }, [order, onPaid]);

  const chosen = METHODS.find((m) => m.key === method) ?? METHODS[0]!;

  return (
    <Dialog
      labelledBy="payment-title"
      describedBy="payment-summary"
      onClose={onClose}
      className="fixed inset-0 z-50 m-auto h-fit max-h-[calc(100dvh-1rem)] w-[calc(100vw-1rem)] max-w-md overflow-y-auto rounded-xl bg-white p-0 text-ink shadow-2xl backdrop:bg-black/60"
      data-testid="payment-dialog"
    >
      <div className="flex items-center justify-between border-b border-gray-200 px-5 py-3">
        <h2 id="payment-title" className="text-lg font-bold">
          扫码支付
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="关闭"
          className="grid size-10 place-items-center rounded-md text-2xl leading-none text-gray-700 hover:bg-gray-100"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="flex flex-col gap-4 px-5 py-4">
        <div id="payment-summary" className="text-center">
          <p className="text-sm text-muted">{order.planName}</p>
          <p className="text-3xl font-bold text-brand-800">
            <span className="text-lg">¥</span>
            {formatYuan(order.amount)}
          </p>
          <p className="mt-1 text-xs text-muted">订单号 {order.orderNo}</p>
        </div>

        {order.status === "expired" ? (
          <div role="alert" className="flex flex-col items-center gap-3 rounded-lg bg-gray-50 p-4 text-center text-sm">
            <p className="font-bold">订单已超时关闭</p>
            <p className="text-muted">未完成支付的订单会在一段时间后自动关闭，重新下单即可。</p>
            <button
              type="button"
              onClick={() => onRenew(order.planId)}
              className="min-h-10 rounded-md bg-brand-700 px-5 font-medium text-white hover:bg-brand-800"
            >
              重新下单
            </button>
          </div>
        ) : order.status === "paid" ? (
          <p role="status" className="rounded-lg bg-green-50 p-4 text-center font-bold text-green-800">
            支付成功，会员权益已生效
          </p>
        ) : (
          <pay.Form
            method="post"
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              if (paying) event.preventDefault();
            }}
          >
            <input type="hidden" name="intent" value="pay" />
            <input type="hidden" name="orderNo" value={order.orderNo} />
            <fieldset>
              <legend className="mb-2 text-sm font-medium">支付方式</legend>
              <div className="grid grid-cols-2 gap-2">
                {METHODS.map((m) => (
                  <label
                    key={m.key}
                    className={`flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md border border-gray-300 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${m.ring}`}
                  >
                    <input
                      type="radio"
                      name="method"
                      value={m.key}
                      checked={method === m.key}
                      onChange={() => setMethod(m.key)}
                      className="size-4 accent-brand-700"
                    />
                    {m.label}
                  </label>
                ))}
              </div>
            </fieldset>
            <figure className="flex flex-col items-center gap-2">
              <SimulatedQr seed={order.orderNo} color={chosen.accent} label={`${chosen.label}模拟支付二维码`} />
              <figcaption className="text-center text-sm text-gray-800">
                请使用{chosen.label}扫码支付
                <span className="block text-xs text-muted">
                  {now === null ? "请在订单关闭前完成支付" : `剩余支付时间 ${countdown(order.expiresAt, now)}`}
                </span>
              </figcaption>
            </figure>
            <p className="rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900">
              本地演示环境无法连接真实的微信或支付宝：点击下方按钮即模拟手机扫码完成支付，不会产生任何扣款。
            </p>
            {payError ? (
              <p role="alert" className="text-sm text-red-700">
                {payError}
              </p>
            ) : null}
            <button
              type="submit"
              aria-disabled={paying || undefined}
              className="min-h-11 rounded-md bg-brand-700 px-5 text-base font-bold text-white hover:bg-brand-800"
            >
              {paying ? "正在支付…" : "模拟扫码支付"}
            </button>
            <p className="text-center text-xs text-muted" aria-live="polite">
              {pollError ? `状态查询失败（${pollError}），稍后自动重试` : "支付完成后页面会自动更新"}
            </p>
          </pay.Form>
        )}
        <p className="text-center text-xs text-muted">支付即视为同意《会员服务协议》与《授权许可协议》</p>
      </div>
    </Dialog>
  );
}

function SimulatedQr({ seed, color, label }: { seed: string; color: string; label: string }) {
  const modules = qrModules(seed);
  const path = modules.map(([x, y]) => `M${x + 2} ${y + 2}h1v1h-1z`).join("");
  const box = QR_SIZE + 4;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${box} ${box}`}
      width="184"
      height="184"
      shapeRendering="crispEdges"
      className="rounded-md border border-gray-200 bg-white"
    >
      <path d={path} fill={color} />
    </svg>
  );
}
