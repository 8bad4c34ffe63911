import { describe, expect, it } from "vitest";
import { characterAccuracy, normalize } from "./score.mjs";

describe("characterAccuracy", () => {
  it("ignores spaces, folds full-width ASCII and treats ¥ and ￥ alike", () => {
    expect(normalize("到手价 ¥１９９")).toBe("到手价￥199");
    expect(characterAccuracy(["到手价 ¥199"], ["到手价", "￥199"]).accuracy).toBe(1);
  });

  it("counts substitutions, insertions and deletions against the label's length", () => {
    const score = characterAccuracy(["限时五折"], ["限时互折", "口"]);
    expect(score).toEqual({ chars: 4, errors: 2, accuracy: 0.5 });
  });
});
