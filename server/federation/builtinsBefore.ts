import { snapshotBuiltins } from './builtins';

/**
 * The built-ins as they are before jsonld's browser build loads: a module of its own so that
 * server/federation/runtime.ts evaluates it before that import (./builtins.ts says why).
 */
export const BUILTINS_BEFORE_JSONLD = snapshotBuiltins();
