import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test, vi } from "vitest";
import { fakeRunnerProps } from "../../fake-runner-props";
import PaletteRunner from "./runner";

// jsdom's Blob has no arrayBuffer(); the page reads a refused file's bytes to say why it cannot open.
Blob.prototype.arrayBuffer ??= function (this: Blob) {
  return new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(this);
  });
};

test("the last file chosen wins, and a file that does not decode spends no run", async () => {
  const user = userEvent.setup();
  const requestRun = vi.fn<() => Promise<boolean>>(async () => true);
  render(<PaletteRunner {...fakeRunnerProps({ slug: "palette", requestRun })} />);
  const input = screen.getByLabelText("选择或拖入一张图片");
  await user.upload(input, new File([], "空的.jpg", { type: "image/jpeg" }));
  await user.upload(input, new File(["这不是图片 not an image"], "文本.png", { type: "image/png" }));
  expect(await screen.findByText(/不是图片/)).toBeTruthy();
  await new Promise((r) => setTimeout(r, 50));
  expect(screen.getByRole("alert").textContent).toMatch(/不是图片/);
  expect(screen.queryByText(/文件是空的/)).toBeNull();
  expect(requestRun).not.toHaveBeenCalled();
});
