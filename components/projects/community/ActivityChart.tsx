import { useId } from 'react';
import { formatDay } from '@/components/ui';
import type { ActivityDay, CommunityGraph } from '@/lib/community/types';
import type { MessageKey } from '@/lib/i18n/catalogues';
import type { Locale } from '@/lib/i18n/locales';
import { useLocale, useT } from '@/lib/i18n/useT';
import type { Say } from '@/lib/community/display';
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

type Key = MessageKey<'projects'>;

/** Each series' messages: its name, its chart's title, and the chart's description when it is empty, all zero, or not. */
interface SeriesText {
  key: SeriesKey;
  label: Key;
  title: Key;
  empty: Key;
  none: Key;
  some: Key;
}

const SERIES: readonly SeriesText[] = [
  { key: 'posts', label: 'activity.posts', title: 'activity.posts.title', empty: 'activity.posts.empty', none: 'activity.posts.none', some: 'activity.posts.some' },
  { key: 'answers', label: 'activity.answers', title: 'activity.answers.title', empty: 'activity.answers.empty', none: 'activity.answers.none', some: 'activity.answers.some' },
  {
    key: 'active_members',
    label: 'activity.activeMembers',
    title: 'activity.activeMembers.title',
    empty: 'activity.activeMembers.empty',
    none: 'activity.activeMembers.none',
    some: 'activity.activeMembers.some',
  },
  { key: 'page_views', label: 'activity.pageViews', title: 'activity.pageViews.title', empty: 'activity.pageViews.empty', none: 'activity.pageViews.none', some: 'activity.pageViews.some' },
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

function describe(series: ActivityDay[], text: SeriesText, t: Say, locale: Locale): string {
  if (series.length === 0) return t(text.empty);
  const key = text.key;
  const values = series.map((d) => d[key]);
  const total = values.reduce((a, b) => a + b, 0);
  let best = 0;
  values.forEach((v, i) => {
    if (v > values[best]!) best = i;
  });
  const first = formatDay(series[0]!.date, locale);
  const last = formatDay(series[series.length - 1]!.date, locale);
  if (total === 0) return t(text.none, { first, last });
  return t(text.some, {
    first,
    last,
    count: total,
    total: formatCount(total, locale),
    most: formatCount(values[best]!, locale),
    mostDay: formatDay(series[best]!.date, locale),
    lastValue: formatCount(values[values.length - 1]!, locale),
  });
}

function SeriesChart({ series, text }: { series: ActivityDay[]; text: SeriesText }) {
  const t = useT('projects');
  const locale = useLocale();
  const id = useId();
  const seriesKey = text.key;
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
        <title id={`${id}-t`}>{t(text.title)}</title>
        <desc id={`${id}-d`}>{describe(series, text, t, locale)}</desc>
        <line x1={PAD.left} x2={W - PAD.right} y1={PAD.top} y2={PAD.top} className={styles.gridLine} />
        <line x1={PAD.left} x2={W - PAD.right} y1={baseline} y2={baseline} className={styles.axisLine} />
        <text x={PAD.left - 4} y={PAD.top + 4} textAnchor="end" className={styles.axisText}>
          {formatCount(top, locale)}
        </text>
        <text x={PAD.left - 4} y={baseline} textAnchor="end" className={styles.axisText}>
          0
        </text>
        {area && <path d={area} className={styles.area} />}
        {line && <polyline points={line} className={styles.line} />}
        {series.length > 0 && (
          <>
            <text x={PAD.left} y={H - 5} className={styles.axisText}>
              {formatDay(series[0]!.date, locale)}
            </text>
            <text x={W - PAD.right} y={H - 5} textAnchor="end" className={styles.axisText}>
              {formatDay(series[series.length - 1]!.date, locale)}
            </text>
          </>
        )}
      </svg>
      <figcaption className={styles.chartCaption}>{t(text.label)}</figcaption>
    </figure>
  );
}

export function ActivityChart({ graph }: { graph: CommunityGraph }) {
  const t = useT('projects');
  const locale = useLocale();
  const { series } = graph;
  const quiet = series.every((d) => d.posts === 0 && d.answers === 0 && d.active_members === 0 && d.page_views === 0);
  return (
    <section className={styles.section} aria-labelledby="community-activity-title">
      <h3 id="community-activity-title" className={styles.sectionTitle}>
        {t('activity.title', { days: graph.days })}
      </h3>
      {quiet ? (
        <p className="muted">{t('activity.quiet', { days: graph.days })}</p>
      ) : (
        <>
          <div className={styles.charts}>
            {SERIES.map((s) => (
              <SeriesChart key={s.key} series={series} text={s} />
            ))}
          </div>
          <details className={styles.tableToggle}>
            <summary>{t('activity.showTable')}</summary>
            <div className={styles.tableWrap} role="region" aria-label={t('activity.table')} tabIndex={0}>
              <table className={styles.table}>
                <caption className="visually-hidden">{t('activity.caption', { days: graph.days })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('activity.day')}</th>
                    {SERIES.map((s) => (
                      <th scope="col" key={s.key}>
                        {t(s.label)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {series.map((d) => (
                    <tr key={d.date}>
                      <th scope="row">
                        <time dateTime={d.date}>{formatDay(d.date, locale)}</time>
                      </th>
                      {SERIES.map((s) => (
                        <td key={s.key}>{formatCount(d[s.key], locale)}</td>
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
