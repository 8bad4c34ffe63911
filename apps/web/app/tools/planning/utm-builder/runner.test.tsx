import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test, vi } from "vitest";
import { fakeRunnerProps } from "../../fake-runner-props";
import UtmBuilderRunner from "./runner";

vi.mock("qrcode", () => ({ toDataURL: vi.fn(async () => "data:image/png;base64,AAAA") }));

const props = (patch: Parameters<typeof fakeRunnerProps>[0] = {}) =>
  fakeRunnerProps({ slug: "utm-builder", name: "UTM 链接生成", ...patch });

test("preset + campaign → one run, the link with query and fragment kept, a QR, history", async () => {
  const user = userEvent.setup();
  const p = props();
  render(<UtmBuilderRunner {...p} />);
  await user.click(screen.getByLabelText("落地页链接"));
  await user.paste("https://shop.example.com/a?id=1#top");
  await user.click(screen.getByRole("button", { name: "小红书" }));
  expect(p.setSettings).toHaveBeenCalledWith({ channel: "xiaohongshu" });
  await user.click(screen.getByLabelText("活动 utm_campaign"));
  await user.paste("Spring Sale");
  expect(screen.getByRole("list", { name: "命名检查" }).textContent).toContain("大写");
  expect(p.requestRun).not.toHaveBeenCalled();
  await user.click(screen.getByRole("button", { name: "一键规范命名" }));
  expect(screen.getByLabelText("活动 utm_campaign")).toHaveProperty("value", "spring_sale");
  await user.click(screen.getByRole("button", { name: "生成链接" }));
  expect(p.requestRun).toHaveBeenCalledTimes(1);
  expect(screen.getByTestId("utm-result").textContent).toBe(
    "https://shop.example.com/a?id=1&utm_source=xiaohongshu&utm_medium=social&utm_campaign=spring_sale#top",
  );
  expect(await screen.findByAltText("这条链接的二维码")).toBeTruthy();
  expect(p.saveHistory).toHaveBeenCalledWith(
    expect.objectContaining({ summary: expect.stringContaining("utm_campaign=spring_sale") }),
  );
});

test("missing fields and bad links: a Chinese error, no run, input kept", async () => {
  const user = userEvent.setup();
  const p = props();
  render(<UtmBuilderRunner {...p} />);
  await user.click(screen.getByLabelText("落地页链接"));
  await user.paste("shop.example.com");
  await user.click(screen.getByRole("button", { name: "生成链接" }));
  expect(screen.getByRole("alert").textContent).toContain("http");
  expect(p.requestRun).not.toHaveBeenCalled();
  expect(screen.getByLabelText("落地页链接")).toHaveProperty("value", "shop.example.com");
});

test("CSV batch: asks for a batch run with the row count and previews rows", async () => {
  const user = userEvent.setup();
  const p = props();
  render(<UtmBuilderRunner {...p} />);
  const csv = screen.getByLabelText("CSV 内容");
  await user.click(csv);
  await user.paste("链接,渠道,活动\nhttps://a.cn/x,抖音,d11\nbad,微博,d11\n");
  await user.click(screen.getByRole("button", { name: "批量生成" }));
  expect(
    await screen.findByText(
      "https://a.cn/x?utm_source=douyin&utm_medium=short_video&utm_campaign=d11",
      {},
      { timeout: 4000 },
    ),
  ).toBeTruthy();
  expect(p.requestRun).toHaveBeenCalledWith({ batchSize: 2 });
  expect(screen.getByText(/共 2 行，1 条生成成功/)).toBeTruthy();
  expect(screen.getByRole("button", { name: "下载结果 CSV" })).toBeTruthy();
});

test("restores a shared setup from the fragment input", () => {
  render(
    <UtmBuilderRunner
      {...props({
        initialInput: JSON.stringify({
          base: "https://a.cn",
          params: { utm_source: "weibo", utm_medium: "social", utm_campaign: "x", utm_term: "", utm_content: "" },
        }),
      })}
    />,
  );
  expect(screen.getByLabelText("来源 utm_source")).toHaveProperty("value", "weibo");
  expect(screen.getByLabelText("落地页链接")).toHaveProperty("value", "https://a.cn");
});
