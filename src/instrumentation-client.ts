/**
 * Runs in the browser before the app (public site and admin alike) becomes interactive.
 *
 * zod, on the first object it validates, probes whether it may compile code with `new Function`; the
 * Content-Security-Policy forbids that, and the browser reports the probe as a violation even though
 * zod catches it and validates without compiling. `jitless` (zod's own setting, `z.config`) skips
 * the probe. It is set on zod's global configuration object directly, so this file does not pull
 * zod into the first script every page loads; `tests/unit/platform/zod-jitless.test.ts` checks that
 * zod reads it.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
;(zodGlobal.__zod_globalConfig ??= {}).jitless = true

export {}
