import { useRouter } from 'next/router';
import { LOCALE_NAMES, LOCALES, localeCookie, localizedPath } from '@/lib/i18n/locales';
import { useLocale, useT } from '@/lib/i18n/useT';
import styles from './LanguageMenu.module.css';

/**
 * The language menu (issue 34): this page at each language's address. Following one is a whole
 * page load (the `<html lang dir>` and the page's messages are the server's), and remembers the
 * choice in the `lang` cookie, which then decides the language of the bare addresses this reader
 * opens (server/i18n/redirect.ts).
 */
export function LanguageMenu() {
  const router = useRouter();
  const t = useT('common');
  const current = useLocale();
  // Next's asPath is the address without its language prefix; the hash is the browser's alone.
  const path = router.asPath.split('#')[0] || '/';
  return (
    <nav aria-label={t('language.menu')} className={styles.menu}>
      <ul className={styles.list}>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={localizedPath(path, locale)}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
              aria-label={locale === current ? t('language.current', { name: LOCALE_NAMES[locale] }) : undefined}
              onClick={() => {
                document.cookie = localeCookie(locale);
              }}
            >
              {LOCALE_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
