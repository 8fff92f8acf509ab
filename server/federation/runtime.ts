import { Temporal } from '@js-temporal/polyfill';
import { BUILTINS_BEFORE_JSONLD } from './builtinsBefore';
// Fedify's JSON-LD processor, loaded here first so the built-ins it replaces are put back at once.
import 'jsonld/dist/jsonld.esm.js';
import { restoreBuiltins } from './builtins';

/**
 * What Fedify 2 expects of the runtime that Node 20 lacks (issue 38; docs/DECISIONS.md
 * "Federation with Fedify"). Fedify declares Node 22 or newer; the app also runs on Node 20, where
 * two globals are missing and filled here, before any federation code runs:
 * - `Temporal`: Fedify's vocabulary takes times as Temporal values, which Node has on no version
 *   yet (the polyfill Fedify itself depends on);
 * - `navigator`: Node 21 and newer have it (`userAgent` `Node.js/<major>`); Fedify reads it while
 *   importing Ed25519 keys.
 * Where Node has them they are left alone. (Listed in package.json `sideEffects`, so bundlers keep
 * its bare imports.)
 *
 * And what jsonld's browser build (Fedify's JSON-LD processor) replaces on Node 20 is put back
 * (./builtins.ts).
 */
restoreBuiltins(BUILTINS_BEFORE_JSONLD);
if (!('Temporal' in globalThis)) Object.assign(globalThis, { Temporal });
if (!('navigator' in globalThis)) {
  Object.defineProperty(globalThis, 'navigator', {
    value: { userAgent: `Node.js/${process.versions.node.split('.')[0]}` },
    configurable: true,
    writable: true,
  });
}
