import { formatDay } from '@/components/ui';
import { useLocale, useT } from '@/lib/i18n/useT';
import type { SearchLogEntry, SearchLogResponse } from '@/lib/search/global';
import styles from './SearchLog.module.css';

/** One list of the search log as a table: term, searches, results of the last search, last searched. */
function LogTable({ caption, entries, empty }: { caption: string; entries: SearchLogEntry[]; empty: string }) {
  const t = useT('admin');
  const locale = useLocale();
  return (
    <section className={styles.section} aria-label={caption}>
      <h2>{caption}</h2>
      {entries.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <div className={styles.tableWrap} role="region" aria-label={t('searchLog.table', { caption })} tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('searchLog.term')}</th>
                <th scope="col">{t('searchLog.searches')}</th>
                <th scope="col">{t('searchLog.results')}</th>
                <th scope="col">{t('searchLog.lastSearched')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.term}>
                  <th scope="row">{e.term}</th>
                  <td>{e.searches}</td>
                  <td>{e.last_found}</td>
                  <td>
                    <time dateTime={e.last_searched}>{formatDay(e.last_searched, locale)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The administrators' view of what people search for (the last `days` days). */
export function SearchLogTables({ report }: { report: SearchLogResponse }) {
  const t = useT('admin');
  return (
    <>
      <p>{t('searchLog.intro', { days: report.days })}</p>
      <LogTable caption={t('searchLog.top')} entries={report.top} empty={t('searchLog.topEmpty')} />
      <LogTable caption={t('searchLog.noResults')} entries={report.no_results} empty={t('searchLog.noResultsEmpty')} />
    </>
  );
}
