import { useState } from 'react';

/**
 * False until `value` is first true, then true for the rest of the component's life: what is
 * loaded on first use (a dialog host, a router of hash dialogs) mounts when first wanted and stays,
 * so closing it does not unload it. Set during render, as React's own pattern for state that
 * follows a prop, so the first frame that wants it already has it.
 */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
