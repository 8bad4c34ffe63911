import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { toolDefinitions } from "./registry";
import { folderSources, scanFolderKeys, scanSource } from "./settings-scan";
import { settingValueSchema } from "./tool-settings";

const ROOT = import.meta.dirname;

test("every tool folder declares exactly the URL settings its code reads or writes", () => {
  expect(toolDefinitions.length).toBe(36);
  for (const d of toolDefinitions) {
    const found = [...scanFolderKeys(path.join(ROOT, d.family, d.slug), ROOT)].sort();
    expect(Object.keys(d.settings).sort(), `${d.family}/${d.slug}`).toEqual(found);
  }
});

test("every declared setting is complete: a Chinese label, members for enums and lists, a default it accepts", () => {
  for (const d of toolDefinitions)
    for (const [key, spec] of Object.entries(d.settings)) {
      const where = `${d.slug}.${key}`;
      expect(spec.label, where).toMatch(/[\u4e00-\u9fff]/);
      if (spec.kind === "enum" || spec.kind === "list") expect(spec.values?.length, where).toBeGreaterThan(0);
      if (spec.default !== undefined)
        expect(settingValueSchema(spec).safeParse(spec.default).success, `${where} default`).toBe(true);
    }
});

test("the scan reads gets, helpers with a key parameter, setSettings patches and patch-returning functions", () => {
  const source = `
    const a = settings.get("read");
    if (props.settings.has("has")) settings.getAll("all");
    function fromParams(params: URLSearchParams) { return params.get("renamed"); }
    const field = (key: string, fallback: number) => { const text = settings.get(key) ?? fallback; };
    field("viaHelper", 1);
    const set = (patch: Record<string, string | null>) => setSettings(patch);
    set({ viaAlias: "1", "quoted": null });
    setSettings({ written: next.join(","), [dynamic]: "x", nested: { inner: 1 } });
    export function patch(f: F): Record<string, string | null> {
      return { returned: f.a, alsoReturned: null };
    }
    other.get("notSettings");
    write({ notAPatch: 1 });
  `;
  expect([...scanSource(source, new Map()).keys].sort()).toEqual(
    [
      "all",
      "alsoReturned",
      "has",
      "nested",
      "quoted",
      "read",
      "renamed",
      "returned",
      "viaAlias",
      "viaHelper",
      "written",
    ].sort(),
  );
  // A helper exported by a shared module is recognised at its call sites elsewhere.
  expect([...scanSource(`useTextSetting(settings, setSettings, "kw")`, new Map([["useTextSetting", 2]])).keys]).toEqual(
    ["kw"],
  );
});

test("no settings key escapes the scan: a read by variable goes through a `key` helper, a patch is a literal", () => {
  const files = new Set(toolDefinitions.flatMap((d) => folderSources(path.join(ROOT, d.family, d.slug), ROOT)));
  const escapes: string[] = [];
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/\bsettings\.(?:get|has|getAll)\(\s*([^)]*)\)/g))
      if (!/^"[^"]+"$/.test(m[1]!) && m[1] !== "key") escapes.push(`${path.relative(ROOT, file)}: ${m[0]}`);
    // setSettings gets an object literal, the argument of a forwarding helper, or a patch-typed function's result.
    for (const m of text.matchAll(/\bsetSettings\(\s*([^{\s][^,)]*)/g))
      if (!/^(?:patch|filterQuery\(next)$/.test(m[1]!)) escapes.push(`${path.relative(ROOT, file)}: ${m[0]}`);
  }
  expect(escapes).toEqual([]);
});
