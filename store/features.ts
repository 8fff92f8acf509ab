import { useState } from 'react';
import { useAppStore } from './hooks';
import type { AppThunk } from './index';
import type { AppStartListening } from './listeners';

/**
 * A feature that loads with its pages (store/index.ts, `LazyLoadedSlices`): its slice injects
 * itself when its module loads; its listeners start here, once per store, when a component of the
 * feature first renders. They then stay for the store's life, like the core listeners of
 * store/listeners.ts (a list loaded earlier is still read again for a new viewer).
 */
export interface StoreFeature {
  name: string;
  startListeners: (startListening: AppStartListening) => void;
}

export const startStoreFeature =
  (feature: StoreFeature): AppThunk =>
  (_dispatch, _getState, extra) => {
    if (extra.features.has(feature.name) || !extra.startListening) return;
    extra.features.add(feature.name);
    feature.startListeners(extra.startListening);
  };

/**
 * Starts a feature's listeners for this store during the first render of a component that needs
 * them (registering listeners changes no state, so nothing re-renders).
 */
export function useStoreFeature(feature: StoreFeature): void {
  const store = useAppStore();
  useState(() => store.dispatch(startStoreFeature(feature)));
}
