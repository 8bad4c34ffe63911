/**
 * A small Aho–Corasick automaton over UTF-16 units (compliance/README.md).
 * Our own, so the browser chunk carries no dependency and matching is one pass
 * over the normalised text whatever the number of terms.
 */
export type AcMatch = { pattern: number; start: number; end: number };

export class AhoCorasick {
  private readonly next: Array<Map<number, number>> = [new Map()];
  private readonly fail: number[] = [0];
  /** Pattern indices ending at each node (own + via fail links, merged at build). */
  private readonly out: number[][] = [[]];
  private readonly lengths: number[];

  constructor(patterns: readonly string[]) {
    this.lengths = patterns.map((p) => p.length);
    patterns.forEach((p, index) => {
      if (!p) return;
      let node = 0;
      for (let i = 0; i < p.length; i++) {
        const c = p.charCodeAt(i);
        let child = this.next[node]!.get(c);
        if (child === undefined) {
          child = this.next.length;
          this.next.push(new Map());
          this.fail.push(0);
          this.out.push([]);
          this.next[node]!.set(c, child);
        }
        node = child;
      }
      this.out[node]!.push(index);
    });
    const queue: number[] = [];
    for (const child of this.next[0]!.values()) queue.push(child);
    for (let q = 0; q < queue.length; q++) {
      const node = queue[q]!;
      for (const [c, child] of this.next[node]!) {
        let f = this.fail[node]!;
        while (f !== 0 && !this.next[f]!.has(c)) f = this.fail[f]!;
        const target = this.next[f]!.get(c);
        this.fail[child] = target !== undefined && target !== child ? target : 0;
        const inherited = this.out[this.fail[child]!]!;
        if (inherited.length) this.out[child] = this.out[child]!.concat(inherited);
        queue.push(child);
      }
    }
  }

  search(text: string): AcMatch[] {
    const found: AcMatch[] = [];
    let node = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      let target = this.next[node]!.get(c);
      while (target === undefined && node !== 0) {
        node = this.fail[node]!;
        target = this.next[node]!.get(c);
      }
      node = target ?? 0;
      const outs = this.out[node]!;
      for (let k = 0; k < outs.length; k++) {
        const pattern = outs[k]!;
        found.push({ pattern, start: i + 1 - this.lengths[pattern]!, end: i + 1 });
      }
    }
    return found;
  }
}
