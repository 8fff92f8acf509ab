import { useSyncExternalStore } from 'react';

/** A store subscription never told of a change (`useSyncExternalStore` reading a value that only differs between server and browser). */
export const subscribeNothing = () => () => undefined;

/**
 * False on the server and while the browser hydrates, true afterwards (React uses the server
 * snapshot during hydration). Markup that differs between server and browser (the viewer's clock
 * or time zone, portals into `document.body`) renders only once this is true, and the server seed
 * is applied during the first render only while it is false.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
