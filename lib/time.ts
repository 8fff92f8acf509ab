/**
 * Lengths of time and the reading of timestamps, one home for the server, the browser and the
 * mocked API.
 */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Numbers below this are unix seconds, at or above it milliseconds (1e11 s is the year 5138). */
const SECONDS_BELOW = 1e11;

/** A moment given in unix seconds or milliseconds, as milliseconds: below 1e11 it is seconds. */
export function toUnixMs(value: number): number {
  return Math.abs(value) < SECONDS_BELOW ? value * 1000 : value;
}
