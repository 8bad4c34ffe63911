/**
 * A value built on first use, then kept. For costly objects that module top level would otherwise build while
 * the page's scripts evaluate: an `Intl.DateTimeFormat` with a time zone or an `Intl.Segmenter` loads ICU
 * data, ~30 ms of main thread on a throttled phone (Lighthouse's 4× CPU), all inside the one task that
 * evaluates the shared chunk, before anything needs it.
 */
export function lazy<T>(create: () => T): () => T {
  let made = false;
  let value: T;
  return () => {
    if (!made) {
      value = create();
      made = true;
    }
    return value;
  };
}
