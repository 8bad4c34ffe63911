import { describe, expect, it } from "vitest";
import { inputPreview } from "./history-panel";

describe("inputPreview", () => {
  it("shows the tool's preview, else the text; never a form's JSON", () => {
    expect(inputPreview({ input: '{"base":"https://a.cn","params":{}}', preview: "https://a.cn" })).toBe(
      "https://a.cn",
    );
    expect(inputPreview({ input: '{"brand":"小橙","product":"面霜"}' })).toBe("");
    expect(inputPreview({ input: "  [1,2]" })).toBe("");
    expect(inputPreview({ input: "全网最低价，限时抢购".repeat(10) })).toHaveLength(40);
  });
});
