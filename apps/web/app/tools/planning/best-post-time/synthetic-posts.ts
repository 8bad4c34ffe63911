/**
 * Seeded synthetic accounts for the floors (heatmap.test.ts, scripts/bench-data-tools.mjs) and the
 * sample exports: posts at realistic times (more in the evening, fewer at night), engagement
 * log-normal with occasional viral posts anywhere, an evening lift, and one planted slot whose
 * posts do better than the rest. Nobody tunes the analysis on one seed: the floor is over 100.
 */

/** mulberry32: a small, fast, seeded generator (public domain). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function normal(rand: () => number): number {
  const u = Math.max(rand(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand());
}

/** How often accounts post at each China-time hour (relative; evenings and lunch busiest). */
const HOUR_WEIGHTS = [
  1, 0.5, 0.3, 0.2, 0.2, 0.3, 0.8, 1.5, 2.5, 2.5, 2, 2.5, 4, 3, 2.5, 2.5, 3, 3.5, 4.5, 5, 6, 6, 4.5, 2.5,
];

export type SyntheticPost = {
  /** China wall clock, `YYYY-MM-DD HH:mm`. */
  time: string;
  weekday: number;
  hour: number;
  views: number;
  likes: number;
  comments: number;
  saves: number;
  shares: number;
};

export type SyntheticOptions = {
  seed: number;
  posts: number;
  /** The slot whose posts do better ([weekday 1–7, hour]); null for none. */
  planted: [number, number] | null;
  /** Multiplier of the planted slot's median engagement. */
  lift?: number;
  /** Share of posts the account publishes in the planted slot (accounts post where it works). */
  plantedShare?: number;
  /** First day, YYYY-MM-DD (a Monday keeps weeks aligned). */
  start?: string;
  days?: number;
};

export function syntheticPosts(options: SyntheticOptions): SyntheticPost[] {
  const { seed, posts, planted, lift = 2.5, plantedShare = 0.05, start = "2026-05-04", days = 180 } = options;
  const rand = seededRandom(seed);
  const total = HOUR_WEIGHTS.reduce((a, b) => a + b, 0);
  const startMs = Date.parse(`${start}T00:00:00Z`);
  const out: SyntheticPost[] = [];
  for (let i = 0; i < posts; i++) {
    let hour: number;
    let day = Math.floor(rand() * days);
    if (planted && rand() < plantedShare) {
      hour = planted[1];
      // Move to the nearest day with the planted weekday.
      const dow = ((new Date(startMs + day * 86400_000).getUTCDay() + 6) % 7) + 1;
      day += (planted[0] - dow + 7) % 7;
      if (day >= days) day -= 7;
    } else {
      let r = rand() * total;
      hour = 0;
      while (r > HOUR_WEIGHTS[hour]!) r -= HOUR_WEIGHTS[hour++]!;
    }
    const minute = Math.floor(rand() * 60);
    const wall = new Date(startMs + day * 86400_000 + hour * 3600_000 + minute * 60_000);
    const weekday = ((wall.getUTCDay() + 6) % 7) + 1;
    const isPlanted = planted !== null && weekday === planted[0] && hour === planted[1];
    const evening = hour >= 18 && hour <= 22 ? 1.3 : 1;
    const viral = rand() < 0.01 ? 30 + rand() * 70 : 1;
    const views = Math.round(2000 * Math.exp(0.9 * normal(rand)) * evening * (isPlanted ? lift : 1) * viral);
    const rate = 0.03 * Math.exp(0.4 * normal(rand));
    const engagement = views * rate;
    out.push({
      time: wall.toISOString().slice(0, 16).replace("T", " "),
      weekday,
      hour,
      views,
      likes: Math.round(engagement * 0.7),
      comments: Math.round(engagement * 0.1),
      saves: Math.round(engagement * 0.12),
      shares: Math.round(engagement * 0.08),
    });
  }
  return out;
}
