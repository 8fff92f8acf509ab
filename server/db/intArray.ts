/**
 * Ids for one PostgreSQL `int[]` parameter (a prepared statement's `unnest($n::int[])` or
 * `= ANY($n::int[])`; node-postgres sends a JS array as an array literal): whole numbers only, as
 * the column's type is.
 */
export const wholeNumbers = (ids: readonly number[]): number[] => ids.map((id) => Math.trunc(id));
