/**
 * Runs in the browser before the application's code. zod probes whether it may compile parsers
 * with `Function` when a schema is made; the Content-Security-Policy forbids eval, so the probe
 * would be reported as a violation (hardening 14). In the browser zod parses without compiling.
 *
 * zod keeps its configuration on `globalThis.__zod_globalConfig` (so that every copy of zod shares
 * it) and adopts an object already there; setting it here, rather than calling `z.config()`, keeps
 * zod itself out of every page's first load: only the forms that validate load it.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

// The same object zod holds when it was loaded first (it keeps a reference, never a copy).
(globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};
