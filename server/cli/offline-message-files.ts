import { LOCALES } from '@/lib/i18n/locales';
import { OFFLINE_NAMESPACES } from '@/lib/pwa/protocol';
import { messageFilesFor } from '../i18n/messageFiles';

/**
 * Run by `npm run build` (scripts/build-worker.mjs): prints, as a JSON array, the message files of
 * the offline page in every language (server/i18n/messageFiles.ts), which the service worker
 * precaches with the page, so it hydrates with nothing else from the network.
 */
console.log(JSON.stringify(LOCALES.flatMap((locale) => messageFilesFor(locale, OFFLINE_NAMESPACES))));
