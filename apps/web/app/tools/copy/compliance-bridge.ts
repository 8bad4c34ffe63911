/**
 * The compliance engine (../compliance/engine, owned by the compliance family)
 * behind a lazy import: its vocabulary is a separate chunk that loads only when
 * a copy tool needs ad-law risk, and the copy tools still work (with the risk
 * check marked as not loaded) if it fails to load.
 */
import type { RiskCheck, RiskFinding } from "./title-analyzer";

type Engine = { analyze: (text: string) => { findings: RiskFinding[] } };

const engines = import.meta.glob<Engine>("../compliance/engine.ts");

let pending: Promise<RiskCheck | null> | null = null;

export function loadRiskCheck(): Promise<RiskCheck | null> {
  pending ??= (async () => {
    const load = engines["../compliance/engine.ts"];
    if (!load) return null;
    try {
      const engine = await load();
      return (text: string) => engine.analyze(text).findings;
    } catch {
      pending = null; // a failed chunk load may succeed later
      return null;
    }
  })();
  return pending;
}
