import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => undefined;

/**
 * False on the server and while the browser hydrates, true afterwards. Text that depends on the
 * viewer's clock or time zone (relative dates, date inputs) renders only once this is true, so
 * the hydrated markup matches the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
