import { describe, expect, it } from "vitest";
import { characterAccuracy, lineScores, normalize, withoutIgnored } from "./score.mjs";

describe("characterAccuracy", () => {
  it("ignores spaces, folds full-width ASCII and treats ¥ and ￥ alike", () => {
    expect(normalize("到手价 ¥１９９")).toBe("到手价￥199");
    expect(characterAccuracy(["到手价 ¥199"], ["到手价", "￥199"]).accuracy).toBe(1);
  });

  it("folds ℃, dashes and square brackets", () => {
    expect(normalize("【本座】 30℃ ——")).toBe("[本座]30°C--");
  });

  it("counts substitutions, insertions and deletions against the label's length", () => {
    const score = characterAccuracy(["限时五折"], ["限时互折", "口"]);
    expect(score).toEqual({ chars: 4, errors: 2, accuracy: 0.5 });
  });
});

describe("lineScores", () => {
  it("does not depend on the order of the blocks", () => {
    const score = lineScores(["全场包邮", "活动价 ¥288"], ["活动价", "¥288", "全场包邮"]);
    expect(score).toMatchObject({ chars: 11, errors: 0, extra: 0, lines: 2, found: 2 });
  });

  it("charges misread characters, missing lines and text no label claims", () => {
    const score = lineScores(["今日下单188元", "仅限一天", "很美"], ["今日下单188无", "口口口", "很美"]);
    // 1 substitution, 4 characters of a missing line, 3 unclaimed characters.
    expect(score).toMatchObject({ chars: 14, errors: 8, extra: 3, lines: 3, found: 2, missing: ["仅限一天"] });
  });

  it("uses a stretch of text once, so a repeated line must be read twice", () => {
    expect(lineScores(["MEN", "MEN"], ["MEN"])).toMatchObject({ errors: 3, found: 1 });
    expect(lineScores(["MEN", "MEN"], ["MEN", "MEN"])).toMatchObject({ errors: 0, found: 2 });
  });
});

describe("withoutIgnored", () => {
  it("drops lines centred in an ignored region only", () => {
    const lines = [{ box: { x: 0, y: 0, w: 10, h: 10 } }, { box: { x: 50, y: 50, w: 10, h: 10 } }];
    expect(withoutIgnored(lines, [{ box: [0, 0, 20, 20] }])).toEqual([lines[1]]);
    expect(withoutIgnored(lines, undefined)).toEqual(lines);
  });
});
