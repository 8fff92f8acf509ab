import { Link } from '@/components/ui/Link';
import { buttonClass, Card, PageHead } from '@/components/ui';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { useT } from '@/lib/i18n/useT';
import styles from './Shell.module.css';

/** Where a lost visitor can go on from an address no page serves. */
const ONWARD: ReadonlyArray<{ href: string; label: MessageKey<'common'> }> = [
  { href: '/discussions', label: 'nav.discussions' },
  { href: '/events', label: 'nav.events' },
  { href: '/projects', label: 'nav.projects' },
  { href: '/search', label: 'header.search' },
];

/**
 * The app's own answer to an address no page serves (status 404, `pages/_error.tsx`), or to an
 * unexpected failure: inside the shell, saying what happened and where to go on.
 */
export function PageNotFound({ statusCode = 404 }: { statusCode?: number }) {
  const t = useT('common');
  const missing = statusCode === 404;
  const title = t(missing ? 'notFound.title' : 'error.generic');
  return (
    <main className="page page-narrow">
      <PageHead title={title} noindex />
      <Card className={styles.notFound} aria-labelledby="not-found-title">
        <h1 id="not-found-title">{title}</h1>
        <p>
          {t(missing ? 'notFound.text' : 'failure.text')}
        </p>
        <nav aria-label={t('notFound.onward')}>
          <ul className={styles.notFoundLinks}>
            {ONWARD.map((link, i) => (
              <li key={link.href}>
                <Link href={link.href} className={buttonClass(i === 0 ? 'primary' : 'secondary', { link: true })}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Card>
    </main>
  );
}
