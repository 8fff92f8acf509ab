import { Link } from '@/components/ui/Link';
import { buttonClass, Card, PageHead } from '@/components/ui';
import styles from './Shell.module.css';

/** Where a lost visitor can go on from an address no page serves. */
const ONWARD = [
  { href: '/discussions', label: 'Discussions' },
  { href: '/events', label: 'Events' },
  { href: '/projects', label: 'Projects' },
  { href: '/search', label: 'Search' },
] as const;

/**
 * The app's own answer to an address no page serves (status 404, `pages/_error.tsx`), or to an
 * unexpected failure: inside the shell, saying what happened and where to go on.
 */
export function PageNotFound({ statusCode = 404 }: { statusCode?: number }) {
  const missing = statusCode === 404;
  const title = missing ? 'Page not found' : 'Something went wrong';
  return (
    <main className="page page-narrow">
      <PageHead title={title} noindex />
      <Card className={styles.notFound} aria-labelledby="not-found-title">
        <h1 id="not-found-title">{title}</h1>
        <p>
          {missing
            ? 'There is no page at this address. It may have moved, or the address may have a typing mistake.'
            : 'This page could not be shown. Try again in a moment.'}
        </p>
        <nav aria-label="Go on to">
          <ul className={styles.notFoundLinks}>
            {ONWARD.map((link, i) => (
              <li key={link.href}>
                <Link href={link.href} className={buttonClass(i === 0 ? 'primary' : 'secondary', { link: true })}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Card>
    </main>
  );
}
