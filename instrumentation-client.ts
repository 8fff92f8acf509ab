import { z } from 'zod';

/**
 * Runs in the browser before the application's code. zod probes whether it may compile parsers
 * with `Function` when a schema is made; the Content-Security-Policy forbids eval, so the probe
 * would be reported as a violation (hardening 14). In the browser zod parses without compiling.
 */
z.config({ jitless: true });
