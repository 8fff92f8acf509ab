import { clearAllListeners } from '@reduxjs/toolkit';
import type { AppStore } from '@/store';

/**
 * The stores a test made (renderWithStore, sliceStore). After each test their listeners are
 * cleared, which also cancels the waits of running ones (the player's pending writes), so no
 * store of an earlier test writes into the next one's storage or network.
 */
const made: AppStore[] = [];

export function keepForCleanup(store: AppStore): AppStore {
  made.push(store);
  return store;
}

export function clearTestStores(): void {
  for (const store of made.splice(0)) store.dispatch(clearAllListeners());
}
