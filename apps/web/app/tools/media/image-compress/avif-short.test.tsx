import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test, vi } from "vitest";
import { fakeRunnerProps } from "../../fake-runner-props";

// The encoder answers as libavif does on a noisy photo: the best whole quality under 200 KB gives 118 KB
// (decision 011, "AVIF against a reference encoder"); the page says why the file is well under the target.
vi.mock("../image-worker-pool", () => ({
  CancelledError: class extends Error {},
  createImagePool: () => ({
    run: async () => ({
      type: "fixed",
      blob: new Blob([new Uint8Array(117_867)], { type: "image/avif" }),
      width: 4000,
      height: 3000,
      quality: 34,
    }),
    cancelAll: () => {},
    dispose: () => {},
  }),
}));

const { default: ImageCompressRunner } = await import("./runner");

test("an AVIF well under its byte target says the codec's steps are why, a JPEG run says nothing of it", async () => {
  const user = userEvent.setup();
  const file = new File([new Uint8Array(5_000_000)], "noisy.png", { type: "image/png" });
  const { unmount } = render(
    <ImageCompressRunner {...fakeRunnerProps({ slug: "image-compress", query: "format=avif&target=200" })} />,
  );
  await user.upload(screen.getByLabelText("选择或拖入要压缩的图片"), file);
  await waitFor(() => expect(document.body.textContent).toMatch(/比目标 200 KB 小不少：AVIF 的画质一档一档变化/));
  unmount();

  render(<ImageCompressRunner {...fakeRunnerProps({ slug: "image-compress", query: "target=200" })} />);
  await user.upload(screen.getByLabelText("选择或拖入要压缩的图片"), file);
  await waitFor(() => expect(screen.getByRole("button", { name: /下载/ })).toBeTruthy());
  expect(document.body.textContent).not.toMatch(/比目标/);
});
