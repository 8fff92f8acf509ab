import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import utc from 'dayjs/plugin/utc';
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
 * change against the previous interval in words (never by colour alone).
 */

/** The address's `?interval=` (day | week | month); anything else is the default week (R9.6). */
export function intervalFromQuery(value: unknown): ActiveMemberInterval {
  const first = Array.isArray(value) ? value[0] : value;
  const text = typeof first === 'string' ? first.trim().toLowerCase() : first;
  return isActiveMemberInterval(text) ? text : DEFAULT_ACTIVE_MEMBER_INTERVAL;
}

/** The interval's words: "today", "this week", "the last 30 days", and the one before. */
export const INTERVAL_TEXT: Readonly<Record<ActiveMemberInterval, { label: string; current: string; previous: string }>> = {
  day: { label: 'Day', current: 'today', previous: 'yesterday' },
  week: { label: 'Week', current: 'the last 7 days', previous: 'the 7 days before' },
  month: { label: 'Month', current: 'the last 30 days', previous: 'the 30 days before' },
};

/** A share (0–1) as a whole percentage: 0.667 → "67%"; null → "—". */
export function formatPercent(share: number | null): string {
  return share === null ? '—' : `${Math.round(share * 100)}%`;
}

/** A fixed instant the times below are measured from (never the clock). */
const EPOCH = dayjs.utc(0);

/**
 * Seconds as a person says them: "under a minute", "5 minutes", "3 hours", "2 days" (dayjs's
 * relative-time words, rounded to the nearest unit, a half up); null → "—". Measured between two
 * fixed instants in UTC, so the server's HTML and the browser's first render say the same: a
 * duration's humanize() measures from the clock, read twice, and a half (4.5 hours) came out as
 * 4 or 5 hours depending on whether a millisecond passed between the reads.
 */
export function formatSeconds(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return '—';
  if (seconds < 45) return 'under a minute';
  return EPOCH.add(Math.round(seconds), 'second').from(EPOCH, true);
}

type Trend = 'up' | 'down' | 'same' | 'new' | 'none';

/** The change of a figure, in words, with its direction for the arrow next to it. */
export interface ChangeText {
  trend: Trend;
  text: string;
}

/**
 * A count against the previous interval: "Up 50% from 2", "Down 25% from 8", "Same as before
 * (4)", "New: none before", "None in either".
 */
export function countChange(figure: Comparison, previousWords: string): ChangeText {
  const { current, previous, change } = figure;
  if (current === previous) {
    return current === 0 ? { trend: 'none', text: `None in ${previousWords} either` } : { trend: 'same', text: `Same as ${previousWords} (${formatCount(previous)})` };
  }
  if (previous === 0 || change === null) return { trend: 'new', text: `Up from none in ${previousWords}` };
  const percent = Math.round(Math.abs(change) * 100);
  const amount = percent === 0 ? 'slightly' : `${percent}%`;
  return current > previous
    ? { trend: 'up', text: `Up ${amount} from ${formatCount(previous)} in ${previousWords}` }
    : { trend: 'down', text: `Down ${amount} from ${formatCount(previous)} in ${previousWords}` };
}

/** A share against the previous interval, in percentage points: "Up 12 points from 50%". */
export function shareChange(figure: OptionalComparison, previousWords: string): ChangeText {
  const { current, previous } = figure;
  if (previous === null) return { trend: 'none', text: `No questions in ${previousWords}` };
  if (current === null) return { trend: 'none', text: `${formatPercent(previous)} in ${previousWords}` };
  const points = Math.round(current * 100) - Math.round(previous * 100);
  if (points === 0) return { trend: 'same', text: `Same as ${previousWords} (${formatPercent(previous)})` };
  const unit = Math.abs(points) === 1 ? 'point' : 'points';
  return points > 0
    ? { trend: 'up', text: `Up ${points} ${unit} from ${formatPercent(previous)} in ${previousWords}` }
    : { trend: 'down', text: `Down ${-points} ${unit} from ${formatPercent(previous)} in ${previousWords}` };
}

/** A time against the previous interval: "Faster than 3 hours", "Slower than 20 minutes". */
export function timeChange(figure: OptionalComparison, previousWords: string): ChangeText {
  const { current, previous } = figure;
  if (previous === null) return { trend: 'none', text: `No answers in ${previousWords}` };
  if (current === null) return { trend: 'none', text: `${formatSeconds(previous)} in ${previousWords}` };
  const before = formatSeconds(previous);
  if (formatSeconds(current) === before) return { trend: 'same', text: `About the same as ${previousWords} (${before})` };
  return current < previous
    ? { trend: 'down', text: `Faster than ${previousWords} (${before})` }
    : { trend: 'up', text: `Slower than ${previousWords} (${before})` };
}
