/**
 * The compliance engine (../compliance/engine, owned by the compliance family)
 * behind a dynamic import: its vocabulary is a separate chunk that loads only
 * when a copy tool needs ad-law risk, and the copy tools keep working (with the
 * risk check marked as not loaded) if that chunk fails to load.
 */
import type { RiskCheck } from "./title-analyzer";

let pending: Promise<RiskCheck | null> | null = null;

export function loadRiskCheck(): Promise<RiskCheck | null> {
  pending ??= import("../engines/compliance/engine").then(
    (engine): RiskCheck =>
      (text) =>
        engine.analyze(text).findings,
    () => {
      pending = null; // a failed chunk load may succeed later
      return null;
    },
  );
  return pending;
}
