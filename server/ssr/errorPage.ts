import type { PageMessages } from '@/lib/i18n/catalogues';
import type { Locale } from '@/lib/i18n/locales';
import { pageMessages } from '../i18n/catalogues';

/** The error page's messages (pages/_error.tsx, on the server): the shell's, in the address's language. */
export function errorPageMessages(locale: Locale): PageMessages {
  return pageMessages(locale);
}
