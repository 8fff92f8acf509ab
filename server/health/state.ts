/**
 * Whether this instance is leaving (issue 39): from SIGTERM on it answers its readiness check
 * with 503, so a load balancer stops sending it new requests while it still serves the ones it
 * gets (server.ts waits SHUTDOWN_DRAIN_SECONDS before it stops accepting). Kept on globalThis:
 * the custom server and Next's API routes are separate bundles of this module.
 */
const DRAINING = Symbol.for('community.health.draining');
type GlobalWithDraining = typeof globalThis & { [DRAINING]?: boolean };
const holder = globalThis as GlobalWithDraining;

export function startDraining(): void {
  holder[DRAINING] = true;
}

export function isDraining(): boolean {
  return holder[DRAINING] === true;
}
