/**
 * Rows read by a list of keys (`WHERE id IN …`, which answers in no particular order), put in the
 * order of the keys; keys without a row are left out. A page of ids read this way keeps its order
 * on every database and after any update moves a row.
 */
export function inOrderOf<K, R>(keys: readonly K[], rows: readonly R[], keyOf: (row: R) => K): R[] {
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.flatMap((key) => {
    const row = byKey.get(key);
    return row === undefined ? [] : [row];
  });
}
