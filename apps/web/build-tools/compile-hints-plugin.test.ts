import { describe, expect, it } from "vitest";
import { COMPILE_HINT, compileHints, loadTimeChunks } from "./compile-hints-plugin";

const chunk = (isEntry: boolean, imports: string[] = []) => ({
  type: "chunk" as const,
  isEntry,
  imports,
  code: "export{};",
});

describe("compile hints", () => {
  const bundle = () => ({
    "entry.client.js": chunk(true, ["react-dom.js", "router.js"]),
    "root.js": chunk(true, ["shell.js"]),
    "shell.js": chunk(false, ["router.js"]),
    "router.js": chunk(false),
    "react-dom.js": chunk(false),
    // Imported only dynamically (a tool's media library, a dialog opened later): not hinted.
    "mediainfo.js": chunk(false),
    "app.css": { type: "asset" },
  });

  it("takes the entries and what they import statically", () => {
    expect([...loadTimeChunks(bundle())].sort()).toEqual([
      "entry.client.js",
      "react-dom.js",
      "root.js",
      "router.js",
      "shell.js",
    ]);
  });

  it("puts the hint on the first line of those chunks, once", () => {
    const files = bundle();
    const plugin = compileHints();
    const run = () => (plugin.generateBundle as (options: unknown, bundle: unknown) => void).call({}, {}, files);
    run();
    run();
    expect(files["router.js"].code).toBe(`${COMPILE_HINT}export{};`);
    expect(files["mediainfo.js"].code).toBe("export{};");
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
  });
});
