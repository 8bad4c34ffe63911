import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test, vi } from "vitest";
import { fakeRunnerProps } from "../../fake-runner-props";
import HookLibraryRunner from "./runner";

const request = vi.fn();
vi.mock("../../../http/browser-http", () => ({
  browserHttp: () => ({ request: (...args: unknown[]) => request(...args) }),
}));

const props = () => fakeRunnerProps({ slug: "hook-library", name: "开头钩子灵感库" });

test("fill in the blanks; the filled line gets compliance findings", async () => {
  request.mockResolvedValue([
    {
      id: "b-one",
      type: "benefit",
      industries: [],
      pattern: "一个{东西}解决{问题}",
      example: "一个挂钩解决玄关鞋子乱放",
      why: "简单",
    },
  ]);
  const user = userEvent.setup();
  render(<HookLibraryRunner {...props()} />);
  await user.type(await screen.findByLabelText("东西"), "神器");
  await user.click(screen.getByLabelText("问题"));
  await user.paste("所有失眠问题，效果最好");
  expect(screen.getByTestId("hook-line").textContent).toBe("一个神器解决所有失眠问题，效果最好");
  expect(screen.getByRole("list", { name: "合规提醒" }).textContent).toContain("最好");
});

test("load failure shows 重试", async () => {
  request.mockRejectedValue(new Error("down"));
  render(<HookLibraryRunner {...props()} />);
  expect((await screen.findByRole("alert")).textContent).toContain("灵感库加载失败");
});
