import { Link } from '@/components/ui/Link';
import type { KeyboardEvent } from 'react';
import { Skeleton } from '@/components/ui';
import { useLocale, useT } from '@/lib/i18n/useT';
import type { ShownResultSet } from '@/lib/search/shown';
import { SEARCH_COUNT_CAP } from '@/lib/search/types';
import { COLLECTION_KEYS, hitViews, type HitView } from './hits';
import { Snippet } from './Snippet';
import styles from './Search.module.css';

// The results of the search page (SearchResults.tsx): a section per collection, and moving between them.

/** The links every result is (keyboard navigation moves between them). */
export const RESULT_SELECTOR = 'a[data-search-result]';

function Text({ value }: { value: { snippet: string } | { text: string } }) {
  return 'snippet' in value ? <Snippet snippet={value.snippet} /> : <span>{value.text}</span>;
}

/** One result: its title (a link), the snippet with the matched words marked, and details. */
function Hit({ hit }: { hit: HitView }) {
  return (
    <li className={styles.hit}>
      <h3 className={styles.hitTitle}>
        <Link href={hit.href} data-search-result="" data-member-slug={hit.memberSlug} className={styles.hitLink}>
          <bdi>
            <Text value={hit.title} />
          </bdi>
        </Link>
      </h3>
      {hit.snippet && (
        <p dir="auto" className={styles.hitSnippet}>
          <Text value={hit.snippet} />
        </p>
      )}
      {hit.details.length > 0 && <p className={styles.hitDetails}>{hit.details.join(' · ')}</p>}
    </li>
  );
}

/** One collection's results: its title and count, then its hits. */
export function ResultSection({ set }: { set: ShownResultSet }) {
  const t = useT('search');
  const names = useT('common');
  const locale = useLocale();
  const id = `search-section-${set.collection}`; // fixed: the region is rendered apart (SearchResults)
  const keys = COLLECTION_KEYS[set.collection];
  const hits = hitViews(set, { locale, reply: t('hit.reply'), following: (count) => t('hit.following', { count }), names });
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionTitle}>
        {t(keys.title)} <span className={styles.count}>{t(set.found === SEARCH_COUNT_CAP ? keys.countMore : keys.count, { count: set.found })}</span>
      </h2>
      {set.typo_tolerant && hits.length > 0 && <p className="muted">{t('section.similar')}</p>}
      {hits.length > 0 ? (
        <ol className={styles.hits}>
          {hits.map((hit) => (
            <Hit key={hit.key} hit={hit} />
          ))}
        </ol>
      ) : (
        <p className="muted">{t(set.found > 0 ? keys.noMore : keys.none)}</p>
      )}
    </section>
  );
}

/** What shows while the results load. */
export function Skeletons() {
  return (
    <div aria-hidden="true" className={styles.skeletons}>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className={styles.hit}>
          <Skeleton width="60%" height="1.2rem" />
          <Skeleton width="95%" />
          <Skeleton width="40%" height="0.8rem" />
        </div>
      ))}
    </div>
  );
}

/** Arrow keys (and Home, End) move focus between the results' links. */
export function moveBetweenResults(event: KeyboardEvent<HTMLElement>) {
  if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
  const links = [...event.currentTarget.querySelectorAll<HTMLElement>(RESULT_SELECTOR)];
  const index = links.indexOf(document.activeElement as HTMLElement);
  if (index < 0 || links.length === 0) return;
  event.preventDefault();
  const next =
    event.key === 'Home' ? 0 : event.key === 'End' ? links.length - 1 : event.key === 'ArrowDown' ? Math.min(links.length - 1, index + 1) : Math.max(0, index - 1);
  links[next]?.focus();
}
