/**
 * Zod compiles object parsers with `new Function` when it may. Our Content-Security-Policy forbids eval
 * (server/security-headers.ts), so in the browser zod's probe for it only throws, and the browser reports that
 * caught throw as a CSP violation (Lighthouse's best-practices "inspector-issues" on 模板社区). Jitless parsing
 * skips the probe; every module that parses with zod imports this first.
 */
import { config } from "zod/mini";

config({ jitless: true });
