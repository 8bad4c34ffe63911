import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DropZone, FileDrop } from "./file-drop";

const files = () => [new File(["a"], "a.png", { type: "image/png" }), new File(["b"], "b.png", { type: "image/png" })];

describe("DropZone and FileDrop", () => {
  it("takes only the first dropped file unless multiple, and shows the drag-over state", () => {
    const single = vi.fn();
    const many = vi.fn();
    render(
      <>
        <DropZone onFiles={single} testId="one">
          一个
        </DropZone>
        <DropZone onFiles={many} multiple testId="many">
          多个
        </DropZone>
      </>,
    );
    const one = screen.getByTestId("one");
    fireEvent.dragOver(one, { dataTransfer: { files: [] } });
    expect(one.className).toContain("border-brand-600");
    fireEvent.drop(one, { dataTransfer: { files: files() } });
    expect(one.className).not.toContain("border-brand-600");
    expect(single).toHaveBeenCalledWith([expect.objectContaining({ name: "a.png" })]);
    fireEvent.drop(screen.getByTestId("many"), { dataTransfer: { files: files() } });
    expect(many.mock.calls[0]![0].map((f: File) => f.name)).toEqual(["a.png", "b.png"]);
    fireEvent.drop(screen.getByTestId("many"), { dataTransfer: { files: [] } });
    expect(many).toHaveBeenCalledTimes(1);
  });

  it("choosing through the Chinese button calls onFiles, and the same file can be chosen again", async () => {
    const onFiles = vi.fn();
    render(<FileDrop label="图片" hint="只在浏览器里读取" accept="image/*" onFiles={onFiles} />);
    const input = screen.getByLabelText("选择文件");
    expect(input).toHaveAttribute("type", "file");
    const [file] = files();
    await userEvent.upload(input, file!);
    await userEvent.upload(input, file!);
    expect(onFiles).toHaveBeenCalledTimes(2);
    expect((input as HTMLInputElement).value).toBe("");
  });
});
