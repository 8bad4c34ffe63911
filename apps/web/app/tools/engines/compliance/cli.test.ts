// @vitest-environment node
// The check:copy CLI (scripts/check-copy.mjs), spawned as a team would run it.
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../../../../../", import.meta.url));
const CLI = path.join(ROOT, "scripts/check-copy.mjs");

function run(args: string[], input?: string) {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd: ROOT, input, encoding: "utf8", timeout: 20_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

type Slim = {
  findings: Array<{ term: string; start: number; end: number; level: string; rule: string; basis: string }>;
};

describe("check:copy", { timeout: 30_000 }, () => {
  it("--json on one text: UTF-16 offsets into the original, the five fields", () => {
    const text = "😀这是最好的面霜，\n第一次用就爱上了";
    const { code, out } = run(["--json", "-"], text);
    expect(code).toBe(0);
    const parsed = JSON.parse(out) as Slim;
    expect(parsed.findings).toHaveLength(1);
    const f = parsed.findings[0]!;
    expect(Object.keys(f).sort()).toEqual(["basis", "end", "level", "rule", "start", "term"]);
    expect(f).toMatchObject({ term: "最好", start: 4, end: 6, level: "禁用", rule: "A.最好" });
    expect(text.slice(f.start, f.end)).toBe("最好");
  });

  it("--lines --json: an array in input order, offsets per line; a file argument", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "check-copy-"));
    const file = path.join(dir, "copy.txt");
    writeFileSync(file, "全网最低价\r\n最近上新\n保过班\n");
    const { code, out } = run(["--lines", "--json", "--industry", "education", file]);
    expect(code).toBe(0);
    const parsed = JSON.parse(out) as Slim[];
    expect(parsed).toHaveLength(3);
    expect(parsed[0]!.findings.map((f) => [f.term, f.start, f.end])).toEqual([["全网最低价", 0, 5]]);
    expect(parsed[1]!.findings).toEqual([]);
    expect(parsed[2]!.findings[0]).toMatchObject({ term: "保过", start: 0, level: "禁用" });
  });

  it("--lines checks notices only with --notices; a variant spelling is found with its offsets", () => {
    const lines = "鱼油软胶囊，每日两粒\nzui实惠的鱼油\n";
    const plain = JSON.parse(run(["--lines", "--json", "--industry", "health-food", "-"], lines).out) as Slim[];
    expect(plain[0]!.findings).toEqual([]);
    expect(plain[1]!.findings[0]).toMatchObject({ term: "zui实惠", start: 0, end: 5, level: "禁用" });
    const asked = JSON.parse(
      run(["--lines", "--notices", "--json", "--industry", "health-food", "-"], lines).out,
    ) as Slim[];
    expect(asked[0]!.findings).toContainEqual(expect.objectContaining({ rule: "notice.health-food", start: 0 }));
  });

  it("--texts: whole texts from a JSON array in one run; missing notices are findings with start = end = 0", () => {
    const texts = ["鱼油软胶囊，每日两粒", "鱼油软胶囊，最好的选择。\n本品不能代替药物。"];
    const { code, out } = run(["--texts", "--json", "--industry", "health-food", "-"], JSON.stringify(texts));
    expect(code).toBe(0);
    const parsed = JSON.parse(out) as Slim[];
    expect(parsed).toHaveLength(2);
    expect(parsed[0]!.findings).toContainEqual(
      expect.objectContaining({ rule: "notice.health-food", start: 0, end: 0 }),
    );
    expect(parsed[1]!.findings.map((f) => [f.term, f.start, f.level])).toEqual([["最好", 6, "禁用"]]);
  });

  it("human-readable output in Chinese, exit 0 with or without findings", () => {
    const hit = run(["-"], "国家级品质");
    expect(hit.code).toBe(0);
    expect(hit.out).toContain("[禁用] 「国家级」");
    expect(hit.out).toContain("第五十七条");
    const clean = run(["-"], "春季新品上市");
    expect(clean.code).toBe(0);
    expect(clean.out).toContain("未发现问题");
  });

  it.each([
    [[], "缺少输入"],
    [["--industry", "shoes", "-"], "不认识的行业「shoes」"],
    [["--fast", "-"], "不认识的选项「--fast」"],
    [["a.txt", "b.txt"], "只能指定一个输入文件"],
    [["--texts", "-"], "必须是 JSON 字符串数组"],
    [["/nonexistent/copy.txt"], "文件不存在"],
  ])("bad usage %j → exit 2 with a Chinese message", (args, message) => {
    const { code, err, out } = run(args as string[], "");
    expect(code).toBe(2);
    expect(err).toContain(message);
    expect(out).toBe("");
  });
});
