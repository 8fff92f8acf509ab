/** Reading PostgreSQL's errors: the SQLSTATE of an error or of the driver error it wraps. */

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** Whether a value is shaped like a SQLSTATE (five digits or capitals, e.g. `22P02`). */
export function isSqlState(code: unknown): code is string {
  return typeof code === 'string' && SQLSTATE.test(code);
}

/** The SQLSTATE of a PostgreSQL error, or of one it wraps (Drizzle puts the driver's in `cause`). */
export function sqlStateOf(err: unknown): string | null {
  for (let cause = err, depth = 0; cause && typeof cause === 'object' && depth < 5; depth += 1) {
    if ('code' in cause && isSqlState(cause.code)) return cause.code;
    cause = 'cause' in cause ? cause.cause : null;
  }
  return null;
}
