import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { fetchBookmarks } from '@/services/discussions';
import { fetchEventBookmarks } from '@/services/events';
import { tellWorker } from './register';

const WARMED_KEY = 'pwa.savedListWarmed';

/**
 * The saved list readable offline even when it was not visited lately (issue 37, loaded by
 * ./PwaMount.tsx for members only): once per browser session, while a member has the app open and
 * online and the worker controls the page, the worker stores the list's page in this language
 * (`warm`, network first like a visit), and the page asks the list's first answers (the same calls
 * the list makes, so the worker stores those too).
 */
export function warmSavedList(uid: number, locale: Locale): void {
  void navigator.serviceWorker.ready.then(() => {
    const key = `${uid}:${locale}`;
    if (!navigator.onLine || !navigator.serviceWorker.controller || sessionStorage.getItem(WARMED_KEY) === key) return;
    sessionStorage.setItem(WARMED_KEY, key);
    tellWorker({ type: 'warm', urls: [localizedPath('/savedlist', locale)] });
    void Promise.allSettled([fetchBookmarks(uid), fetchEventBookmarks(uid, 0)]);
  });
}
