/**
 * Loudness over time and silent stretches from decoded audio samples. Pure:
 * the worker hands in mono Float32 samples (channels averaged), tests hand in
 * generated ones. Loudness is RMS level per window in dBFS (0 = full scale);
 * it is not LUFS (no K-weighting, no gating), and the page says so.
 */
export type LoudnessPoint = { time: number; db: number };
export type Silence = { start: number; end: number };

/** Below this a window counts as silent (about the noise floor of a quiet room recording). */
export const SILENCE_DB = -50;
/** Shorter quiet gaps are pauses between words, not silence. */
export const MIN_SILENCE_SECONDS = 0.5;
export const FLOOR_DB = -90;

export class LoudnessMeter {
  private sum = 0;
  private count = 0;
  private windowStart = 0;
  readonly points: LoudnessPoint[] = [];
  private readonly windowSamples: number;

  constructor(
    private readonly sampleRate: number,
    private readonly windowSeconds = 0.1,
  ) {
    this.windowSamples = Math.max(1, Math.round(sampleRate * windowSeconds));
  }

  /** Feed mono samples in order. */
  push(samples: Float32Array): void {
    for (let i = 0; i < samples.length; i++) {
      const s = samples[i]!;
      this.sum += s * s;
      if (++this.count === this.windowSamples) this.flush();
    }
  }

  private flush(): void {
    if (!this.count) return;
    const rms = Math.sqrt(this.sum / this.count);
    const db = rms > 0 ? Math.max(FLOOR_DB, 20 * Math.log10(rms)) : FLOOR_DB;
    this.points.push({ time: this.windowStart / this.sampleRate, db });
    this.windowStart += this.count;
    this.sum = 0;
    this.count = 0;
  }

  finish(): LoudnessPoint[] {
    this.flush();
    return this.points;
  }
}

export function silences(points: LoudnessPoint[], windowSeconds = 0.1): Silence[] {
  const out: Silence[] = [];
  let start: number | null = null;
  for (const p of points) {
    if (p.db < SILENCE_DB) start ??= p.time;
    else if (start !== null) {
      if (p.time - start >= MIN_SILENCE_SECONDS) out.push({ start, end: p.time });
      start = null;
    }
  }
  const last = points.at(-1);
  if (start !== null && last && last.time + windowSeconds - start >= MIN_SILENCE_SECONDS)
    out.push({ start, end: last.time + windowSeconds });
  return out;
}

/** Average and peak window level, for the summary line. */
export function levelSummary(points: LoudnessPoint[]): { mean: number; peak: number } | null {
  const audible = points.filter((p) => p.db > SILENCE_DB);
  if (!audible.length) return null;
  const power = audible.reduce((a, p) => a + 10 ** (p.db / 10), 0) / audible.length;
  return { mean: 10 * Math.log10(power), peak: Math.max(...audible.map((p) => p.db)) };
}
