import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from './locales';

/**
 * A language named in a query (`?lang=es`) where the address has no language prefix (API routes:
 * a social card, the digest's unsubscribe page). An unknown or missing one is English, as the
 * address without it is.
 */
export const languageParam = z
  .preprocess((v) => (Array.isArray(v) ? v[0] : v), z.enum(LOCALES).optional())
  .catch(undefined)
  .transform((v) => v ?? DEFAULT_LOCALE);
