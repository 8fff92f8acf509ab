import { sayNow } from '@/lib/i18n/current';
import type { AppStore } from '@/store';

/** The store's toasts with their words as an English page shows them (the tests' page language, support/setup.ts). */
export function toastsInEnglish(store: AppStore) {
  return store.getState().toasts.items.map((toast) => ({ ...toast, message: sayNow(toast.message) }));
}
