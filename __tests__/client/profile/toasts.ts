import { setupI18n } from '@lingui/core';
import { NAMESPACES } from '@/lib/i18n/catalogues';
import { pageMessages } from '@/server/i18n/catalogues';
import type { AppStore } from '@/store';

const english = setupI18n({ locale: 'en', messages: { en: pageMessages('en', NAMESPACES) } });

/** The store's toasts with their words as an English page shows them (a message said later is said here). */
export function toastsInEnglish(store: AppStore) {
  return store.getState().toasts.items.map((toast) => ({
    ...toast,
    message: typeof toast.message === 'string' ? toast.message : english._(toast.message.id, toast.message.values),
  }));
}
