import { useId } from 'react';
import { formatDay } from '@/components/ui';
import type { ActivityDay, CommunityGraph } from '@/lib/community/types';
import { formatCount } from '@/lib/numbers';
import styles from './CommunityTab.module.css';

/**
 * The daily activity behind the summary (R1.15, R7.5): one small area chart per series (posts,
 * answers, active members, page views), each on its own scale, drawn as SVG by React so the
 * server renders it too. Each chart is an image with a title and a description saying what it
 * shows in words; the numbers themselves are in the table below the charts (a disclosure that
 * works without JavaScript). Colours are the theme's tokens, so light and dark themes both read.
 */

type SeriesKey = Exclude<keyof ActivityDay, 'date'>;

const SERIES: ReadonlyArray<{ key: SeriesKey; label: string; noun: string }> = [
  { key: 'posts', label: 'Posts', noun: 'posts' },
  { key: 'answers', label: 'Answers', noun: 'answers' },
  { key: 'active_members', label: 'Active members', noun: 'active members' },
  { key: 'page_views', label: 'Page views', noun: 'page views' },
];

/** The drawing's coordinate space; the SVG scales to its box's width. */
const W = 320;
const H = 120;
const PAD = { top: 12, right: 6, bottom: 20, left: 36 };

/** A round top for the scale (1, 2, 5 × 10^n), at least 1. */
export function niceMax(max: number): number {
  if (max <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].find((f) => f * power >= max) ?? 10;
  return step * power;
}

/** The points of a series in the drawing's space (x by day, y by value on 0..top). */
export function chartPoints(values: number[], top: number): Array<[number, number]> {
  const width = W - PAD.left - PAD.right;
  const height = H - PAD.top - PAD.bottom;
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  return values.map((v, i) => [round(PAD.left + i * step), round(PAD.top + height - (Math.max(0, v) / top) * height)]);
}

const round = (n: number): number => Math.round(n * 10) / 10;

function describe(series: ActivityDay[], key: SeriesKey, noun: string): string {
  if (series.length === 0) return `No ${noun} to show.`;
  const values = series.map((d) => d[key]);
  const total = values.reduce((a, b) => a + b, 0);
  let best = 0;
  values.forEach((v, i) => {
    if (v > values[best]!) best = i;
  });
  const first = formatDay(series[0]!.date);
  const last = formatDay(series[series.length - 1]!.date);
  const range = `from ${first} to ${last}`;
  if (key === 'active_members') {
    return total === 0
      ? `No active members on any day ${range}.`
      : `Active members per day ${range}: at most ${formatCount(values[best]!)}, on ${formatDay(series[best]!.date)}; ${formatCount(values[values.length - 1]!)} on the last day.`;
  }
  return total === 0
    ? `No ${noun} ${range}.`
    : `${formatCount(total)} ${noun} ${range}, at most ${formatCount(values[best]!)} a day (${formatDay(series[best]!.date)}); ${formatCount(values[values.length - 1]!)} on the last day.`;
}

function SeriesChart({ series, seriesKey, label, noun }: { series: ActivityDay[]; seriesKey: SeriesKey; label: string; noun: string }) {
  const id = useId();
  const values = series.map((d) => d[seriesKey]);
  const top = niceMax(Math.max(0, ...values));
  const points = chartPoints(values, top);
  const baseline = H - PAD.bottom;
  const line = points.map(([x, y]) => `${x},${y}`).join(' ');
  const area = points.length
    ? `M${points[0]![0]},${baseline} L${points.map(([x, y]) => `${x},${y}`).join(' L')} L${points[points.length - 1]![0]},${baseline} Z`
    : '';
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-t`} aria-describedby={`${id}-d`} className={styles.chartSvg}>
        <title id={`${id}-t`}>{`${label} per day`}</title>
        <desc id={`${id}-d`}>{describe(series, seriesKey, noun)}</desc>
        <line x1={PAD.left} x2={W - PAD.right} y1={PAD.top} y2={PAD.top} className={styles.gridLine} />
        <line x1={PAD.left} x2={W - PAD.right} y1={baseline} y2={baseline} className={styles.axisLine} />
        <text x={PAD.left - 4} y={PAD.top + 4} textAnchor="end" className={styles.axisText}>
          {formatCount(top)}
        </text>
        <text x={PAD.left - 4} y={baseline} textAnchor="end" className={styles.axisText}>
          0
        </text>
        {area && <path d={area} className={styles.area} />}
        {line && <polyline points={line} className={styles.line} />}
        {series.length > 0 && (
          <>
            <text x={PAD.left} y={H - 5} className={styles.axisText}>
              {formatDay(series[0]!.date)}
            </text>
            <text x={W - PAD.right} y={H - 5} textAnchor="end" className={styles.axisText}>
              {formatDay(series[series.length - 1]!.date)}
            </text>
          </>
        )}
      </svg>
      <figcaption className={styles.chartCaption}>{label}</figcaption>
    </figure>
  );
}

export function ActivityChart({ graph }: { graph: CommunityGraph }) {
  const { series } = graph;
  const quiet = series.every((d) => d.posts === 0 && d.answers === 0 && d.active_members === 0 && d.page_views === 0);
  return (
    <section className={styles.section} aria-labelledby="community-activity-title">
      <h3 id="community-activity-title" className={styles.sectionTitle}>
        Activity over the last {graph.days} days
      </h3>
      {quiet ? (
        <p className="muted">Nothing has happened here in the last {graph.days} days yet.</p>
      ) : (
        <>
          <div className={styles.charts}>
            {SERIES.map((s) => (
              <SeriesChart key={s.key} series={series} seriesKey={s.key} label={s.label} noun={s.noun} />
            ))}
          </div>
          <details className={styles.tableToggle}>
            <summary>Show the daily numbers as a table</summary>
            <div className={styles.tableWrap} role="region" aria-label="Daily numbers" tabIndex={0}>
              <table className={styles.table}>
                <caption className="visually-hidden">Activity per day over the last {graph.days} days, oldest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Day</th>
                    {SERIES.map((s) => (
                      <th scope="col" key={s.key}>
                        {s.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {series.map((d) => (
                    <tr key={d.date}>
                      <th scope="row">
                        <time dateTime={d.date}>{formatDay(d.date)}</time>
                      </th>
                      {SERIES.map((s) => (
                        <td key={s.key}>{formatCount(d[s.key])}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
  );
}
