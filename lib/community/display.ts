import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/ar';
import 'dayjs/locale/de';
import 'dayjs/locale/es';
import type { MessageKey } from '@/lib/i18n/catalogues';
import type { Locale } from '@/lib/i18n/locales';
import type { MessageValues } from '@/lib/i18n/said';
import { formatCount } from '@/lib/numbers';
import {
  DEFAULT_ACTIVE_MEMBER_INTERVAL,
  isActiveMemberInterval,
  type ActiveMemberInterval,
  type Comparison,
  type OptionalComparison,
} from './types';

dayjs.extend(utc);
dayjs.extend(relativeTime);

/**
 * How the community tab writes its figures (R1.15, R9.6), the same on the server and in the
 * browser: the interval from the address, shares as percentages, times in human units, and each
 * change against the previous interval in words (never by colour alone). The words are the
 * `projects` messages (`community.*`) said in the page's language by `say`: `useT('projects')` in a
 * component, `translator(locale, 'projects')` on the server.
 */

/** The `projects` messages said in a language. */
export type Say = (key: MessageKey<'projects'>, values?: MessageValues) => string;

/** The address's `?interval=` (day | week | month); anything else is the default week (R9.6). */
export function intervalFromQuery(value: unknown): ActiveMemberInterval {
  const first = Array.isArray(value) ? value[0] : value;
  const text = typeof first === 'string' ? first.trim().toLowerCase() : first;
  return isActiveMemberInterval(text) ? text : DEFAULT_ACTIVE_MEMBER_INTERVAL;
}

/** Each interval's name in the picker ("Day", "Week", "Month"); the messages say "today", "the 7 days before"… by `{interval, select, …}`. */
export const INTERVAL_LABEL: Readonly<Record<ActiveMemberInterval, MessageKey<'projects'>>> = {
  day: 'community.interval.day',
  week: 'community.interval.week',
  month: 'community.interval.month',
};

/** A share (0–1) as a whole percentage: 0.667 → "67%"; null → "—". */
export function formatPercent(share: number | null): string {
  return share === null ? '—' : `${Math.round(share * 100)}%`;
}

/** A fixed instant the times below are measured from (never the clock). */
const EPOCH = dayjs.utc(0);

/**
 * Seconds as a person says them: "under a minute", "5 minutes", "3 hours", "2 days" (dayjs's
 * relative-time words in the language, rounded to the nearest unit, a half up); null → "—". Measured between two
 * fixed instants in UTC, so the server's HTML and the browser's first render say the same: a
 * duration's humanize() measures from the clock, read twice, and a half (4.5 hours) came out as
 * 4 or 5 hours depending on whether a millisecond passed between the reads.
 */
export function formatSeconds(seconds: number | null, say: Say, locale: Locale = 'en'): string {
  if (seconds === null || !Number.isFinite(seconds)) return '—';
  if (seconds < 45) return say('community.underAMinute');
  return EPOCH.locale(locale).add(Math.round(seconds), 'second').from(EPOCH, true);
}

type Trend = 'up' | 'down' | 'same' | 'new' | 'none';

/** The change of a figure, in words, with its direction for the arrow next to it. */
export interface ChangeText {
  trend: Trend;
  text: string;
}

/**
 * A count against the previous interval: "Up 50% from 2", "Down 25% from 8", "Same as before
 * (4)", "New: none before", "None in either". The previous count is written in `locale`, the
 * page's language.
 */
export function countChange(figure: Comparison, interval: ActiveMemberInterval, say: Say, locale: Locale): ChangeText {
  const { current, previous, change } = figure;
  if (current === previous) {
    return current === 0
      ? { trend: 'none', text: say('community.change.noneEither', { interval }) }
      : { trend: 'same', text: say('community.change.same', { interval, previous: formatCount(previous, locale) }) };
  }
  if (previous === 0 || change === null) return { trend: 'new', text: say('community.change.upFromNone', { interval }) };
  const percent = Math.round(Math.abs(change) * 100);
  const values = { interval, percent: `${percent}%`, previous: formatCount(previous, locale) };
  if (current > previous) return { trend: 'up', text: say(percent === 0 ? 'community.change.upSlightly' : 'community.change.up', values) };
  return { trend: 'down', text: say(percent === 0 ? 'community.change.downSlightly' : 'community.change.down', values) };
}

/** A share against the previous interval, in percentage points: "Up 12 points from 50%". */
export function shareChange(figure: OptionalComparison, interval: ActiveMemberInterval, say: Say): ChangeText {
  const { current, previous } = figure;
  if (previous === null) return { trend: 'none', text: say('community.change.noQuestions', { interval }) };
  const before = formatPercent(previous);
  if (current === null) return { trend: 'none', text: say('community.change.only', { interval, previous: before }) };
  const points = Math.round(current * 100) - Math.round(previous * 100);
  if (points === 0) return { trend: 'same', text: say('community.change.same', { interval, previous: before }) };
  return points > 0
    ? { trend: 'up', text: say('community.change.upPoints', { interval, count: points, previous: before }) }
    : { trend: 'down', text: say('community.change.downPoints', { interval, count: -points, previous: before }) };
}

/** A time against the previous interval: "Faster than 3 hours", "Slower than 20 minutes". */
export function timeChange(figure: OptionalComparison, interval: ActiveMemberInterval, say: Say, locale: Locale = 'en'): ChangeText {
  const { current, previous } = figure;
  if (previous === null) return { trend: 'none', text: say('community.change.noAnswers', { interval }) };
  const before = formatSeconds(previous, say, locale);
  if (current === null) return { trend: 'none', text: say('community.change.only', { interval, previous: before }) };
  if (formatSeconds(current, say, locale) === before) return { trend: 'same', text: say('community.change.aboutSame', { interval, previous: before }) };
  return current < previous
    ? { trend: 'down', text: say('community.change.faster', { interval, previous: before }) }
    : { trend: 'up', text: say('community.change.slower', { interval, previous: before }) };
}
