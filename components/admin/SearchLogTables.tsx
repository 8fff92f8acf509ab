import { formatDay } from '@/components/ui';
import type { SearchLogEntry, SearchLogResponse } from '@/lib/search/global';
import styles from './SearchLog.module.css';

/** One list of the search log as a table: term, searches, results of the last search, last searched. */
function LogTable({ caption, entries, empty }: { caption: string; entries: SearchLogEntry[]; empty: string }) {
  return (
    <section className={styles.section} aria-label={caption}>
      <h2>{caption}</h2>
      {entries.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <div className={styles.tableWrap} role="region" aria-label={`${caption} table`} tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Term</th>
                <th scope="col">Searches</th>
                <th scope="col">Results</th>
                <th scope="col">Last searched</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.term}>
                  <th scope="row">{e.term}</th>
                  <td>{e.searches}</td>
                  <td>{e.last_found}</td>
                  <td>
                    <time dateTime={e.last_searched}>{formatDay(e.last_searched)}</time>
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
  return (
    <>
      <p>What members and visitors searched for over the last {report.days} days (complete searches; nothing about who searched is kept).</p>
      <LogTable caption="Top searches" entries={report.top} empty="No searches yet." />
      <LogTable caption="Searches with no results" entries={report.no_results} empty="Every search found something." />
    </>
  );
}
