/** Box outline colours on the image and in the exported PNG, by the line's most severe finding (legend on the page). */
import type { Finding } from "../../engines/compliance/engine";

export const BOX_COLOR: Record<Finding["level"] | "none", string> = {
  禁用: "#b91c1c",
  行业敏感: "#c2410c",
  需证明: "#b45309",
  平台规则: "#6d28d9",
  提示: "#4b5563",
  none: "#1d4ed8",
};
