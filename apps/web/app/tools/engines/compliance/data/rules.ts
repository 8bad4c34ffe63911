/**
 * All listed words (tools-facts §1.4, groups A–H), one record per word, joined from the
 * per-group tables; rules-context.ts adds the groups of decision 009.
 */
import type { TermRule } from "./rule-types";
import { CLAIM_RULES } from "./rules-claims";
import { CONTEXT_RULES } from "./rules-context";
import { HEALTH_RULES } from "./rules-health";
import { SECTOR_RULES } from "./rules-sectors";

export { GENERIC_SUPERLATIVE_ID, PENALTY } from "./term-builder";

export const TERM_RULES: TermRule[] = [...CLAIM_RULES, ...HEALTH_RULES, ...SECTOR_RULES, ...CONTEXT_RULES];
