import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test, vi } from "vitest";
import { fakeRunnerProps } from "../../fake-runner-props";
import ImageCompressRunner from "./runner";

test("settings live in the query: format, presets and mode; AVIF says it is slow and where its encoder comes from", async () => {
  const user = userEvent.setup();
  const p = fakeRunnerProps({ slug: "image-compress", query: "format=avif&target=300" });
  render(<ImageCompressRunner {...p} />);
  expect(screen.getByLabelText("输出格式")).toHaveProperty("value", "avif");
  expect(screen.getByText(/AVIF 文件最小，但编码慢/).textContent).toContain("从本站下载");
  expect(screen.getByRole("button", { name: "朋友圈广告 300 KB" }).getAttribute("aria-pressed")).toBe("true");
  await user.click(screen.getByRole("button", { name: "TikTok 头像 50 KB" }));
  expect(p.setSettings).toHaveBeenLastCalledWith({ target: "50" });
  await user.selectOptions(screen.getByLabelText("输出格式"), "jpeg");
  expect(p.setSettings).toHaveBeenLastCalledWith({ format: null });
  await user.click(screen.getByRole("radio", { name: "按画质" }));
  expect(p.setSettings).toHaveBeenLastCalledWith({ target: null });
});

test("a blocked run (quota, batch) compresses nothing and keeps the empty state", async () => {
  const user = userEvent.setup();
  const requestRun = vi.fn(async () => false);
  render(<ImageCompressRunner {...fakeRunnerProps({ slug: "image-compress", requestRun })} />);
  await user.upload(
    screen.getByLabelText("选择或拖入要压缩的图片"),
    new File([new Uint8Array([0xff, 0xd8, 0xff])], "a.jpg", { type: "image/jpeg" }),
  );
  expect(requestRun).toHaveBeenCalledWith({ batchSize: 1 });
  expect(screen.getByText(/选好画质或目标大小，再放入图片/)).toBeTruthy();
  expect(screen.queryByTestId("compress-progress")).toBeNull();
});

test("the target field keeps what was typed: an emptied or wrong target is explained, stays in 目标大小 mode and runs nothing", async () => {
  const user = userEvent.setup();
  const requestRun = vi.fn(async () => true);
  for (const [query, says] of [
    ["target=", "还需要填写目标大小"],
    ["target=1e309", "目标大小最多 51,200 KB"],
    ["target=-5", "目标大小至少 10 KB"],
    ["target=abc", "目标大小请填写数字"],
  ] as const) {
    const { unmount } = render(
      <ImageCompressRunner {...fakeRunnerProps({ slug: "image-compress", query, requestRun })} />,
    );
    const field = screen.getByLabelText("目标大小（KB）") as HTMLInputElement;
    // Never replaced behind the user's back (it used to snap back to 300 or to 10).
    expect(field.value).toBe(query.slice("target=".length));
    expect(screen.getByRole("radio", { name: "按目标大小" })).toHaveProperty("checked", true);
    await user.upload(
      screen.getByLabelText("选择或拖入要压缩的图片"),
      new File([new Uint8Array([0xff, 0xd8, 0xff])], "a.jpg", { type: "image/jpeg" }),
    );
    expect(screen.getByRole("alert").textContent).toMatch(/^暂时不能压缩：.*目标大小/);
    expect(document.body.textContent).toContain(says);
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
    unmount();
  }
  expect(requestRun).not.toHaveBeenCalled();
});

test("a refusal about the target goes away once the target is fixed (it stayed, pointing at a field that was fine)", async () => {
  const user = userEvent.setup();
  const p = fakeRunnerProps({ slug: "image-compress", query: "target=abc" });
  const { rerender } = render(<ImageCompressRunner {...p} />);
  await user.upload(
    screen.getByLabelText("选择或拖入要压缩的图片"),
    new File([new Uint8Array([0xff, 0xd8, 0xff])], "a.jpg", { type: "image/jpeg" }),
  );
  expect(screen.getByRole("alert").textContent).toMatch(/^暂时不能压缩/);
  const field = screen.getByLabelText("目标大小（KB）");
  await user.clear(field);
  await user.type(field, "300");
  rerender(<ImageCompressRunner {...p} />);
  expect(screen.queryByText(/暂时不能压缩/)).toBeNull();
});
