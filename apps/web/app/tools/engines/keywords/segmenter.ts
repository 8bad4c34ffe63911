/**
 * jieba-wasm (MIT) in the browser: the 4 MB .wasm is a hashed asset of this site (the package's
 * own `new URL("…_bg.wasm", import.meta.url)`, which Vite emits into /assets), fetched only when a
 * page that needs segmentation first calls `loadTagger()` after the user starts. Nothing is
 * fetched from a CDN.
 */
import type { Tagger } from "./tfidf";

let ready: Promise<Tagger> | null = null;

export function loadTagger(): Promise<Tagger> {
  ready ??= import("jieba-wasm")
    .then(async (jieba) => {
      const init = (jieba as unknown as { default?: () => Promise<unknown> }).default;
      if (typeof init === "function") await init();
      return (text: string) => jieba.tag(text, true);
    })
    .catch((error: unknown) => {
      ready = null;
      throw error;
    });
  return ready;
}
