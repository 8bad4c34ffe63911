import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test, vi } from "vitest";
import { fakeRunnerProps } from "../../fake-runner-props";
import QrcodeRunner from "./runner";

test("a refused 尺寸 or 白边: 生成二维码 and 批量生成 say what to fix and spend no run", async () => {
  const user = userEvent.setup();
  for (const query of ["size=700.5", "margin=abc"]) {
    const requestRun = vi.fn(async () => true);
    const { unmount } = render(<QrcodeRunner {...fakeRunnerProps({ slug: "qrcode", query, requestRun })} />);
    await user.type(screen.getByLabelText("文字或链接"), "https://example.com");
    await user.click(screen.getByRole("button", { name: "生成二维码" }));
    expect(screen.getByRole("alert").textContent, query).toMatch(
      /^暂时不能生成：请修改(尺寸|白边)（见输入框下的提示）。$/,
    );
    await user.type(screen.getByLabelText(/CSV 内容/), "内容\nhttps://example.com/1");
    await user.click(screen.getByRole("button", { name: "批量生成并下载 ZIP" }));
    expect(screen.getByText(/^暂时不能批量生成：请修改(尺寸|白边)/), query).toBeTruthy();
    expect(requestRun, query).not.toHaveBeenCalled();
    unmount();
  }
});
