import { useRouter } from 'next/router';
import { useCallback, useMemo, type FormEvent, type MouseEvent } from 'react';
import { DateRangeFields, useListFilterInputs, type TermAndRange } from '@/components/ui';
import { searchParamsOf, searchPath, utcDayOf, withFilter } from '@/lib/search/address';
import type { GlobalSearchQuery } from '@/lib/search/global';
import { useT } from '@/lib/i18n/useT';
import { useHydrated } from '@/lib/react/useHydrated';
import { SearchLink } from './SearchLink';
import styles from './Search.module.css';

/** The search without its date range (and back to page 1). */
const withoutRange = (query: GlobalSearchQuery): GlobalSearchQuery => withFilter(withFilter(query, 'from', undefined), 'to', undefined);

/**
 * The `/search` sidebar's date range (R1.5, R5.6): posts by date, events by start. The two date
 * inputs follow the lists' rule (components/ui useListFilterInputs): applied to the address only as
 * a whole valid range, with the hint that says why not. Without JavaScript the form is a GET form
 * that keeps the rest of the search as hidden inputs and sends the days as `from`/`to`; the page's
 * loader turns them into the address's unix seconds (server/ssr/search.ts); until the page hydrates
 * the inputs show the applied range's UTC days, the days that form sends (then the viewer's own).
 * The fieldset is the lists' one (components/ui DateRangeFields) in its GET form shape.
 */
export function DateRangeFilter({ query }: { query: GlobalSearchQuery }) {
  const t = useT('search');
  const router = useRouter();
  const hydrated = useHydrated();
  const filters = useMemo<TermAndRange>(
    () => ({ term: query.term ?? '', from: query.from ?? null, to: query.to ?? null }),
    [query.term, query.from, query.to],
  );
  const apply = useCallback(
    (next: TermAndRange) => {
      const base = withoutRange(query);
      const target = next.from !== null && next.to !== null ? { ...base, from: next.from, to: next.to } : base;
      void router.push(searchPath(target), undefined, { shallow: true, scroll: false });
    },
    [query, router],
  );
  const { fromDate, toDate, changeDates, rangeHint } = useListFilterInputs(filters, apply, 0);

  const applied = query.from !== undefined && query.to !== undefined;
  const kept = searchParamsOf(withoutRange(query));
  const clear = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    changeDates('', '');
  };
  // With JavaScript every change applies at once; Enter in a date input changes nothing more.
  const submit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  return (
    <form action="/search" method="get" className={styles.dates} onSubmit={submit}>
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <DateRangeFields
        inputs={{ fromDate, toDate, changeDates, rangeHint }}
        classes={{ dates: styles.datesSet, date: styles.date, hint: styles.hint }}
        form={{
          names: { from: 'from', to: 'to' },
          beforeHydration: { from: utcDayOf(query.from), to: utcDayOf(query.to) },
          legend: { text: t('dates.legend'), className: styles.facetTitle },
          idPrefix: 'search-dates', // fixed: the search region is rendered apart (SearchResults)
          actions: (
            <div className={styles.dateActions}>
              {!hydrated && <button type="submit">{t('dates.apply')}</button>}
              {(applied || fromDate !== '' || toDate !== '') && (
                <SearchLink href={searchPath(withoutRange(query))} scroll={false} onClick={clear}>
                  {t('dates.clear')}
                </SearchLink>
              )}
            </div>
          ),
        }}
      />
    </form>
  );
}
