import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button, ChipGroup } from '@/components/ui';
import dayjs from 'dayjs';
import { DEBOUNCE_MS, EVENT_SORTS, EVENT_TYPES } from '@/lib/constants';
import type { EventFilters as Filters } from '@/lib/events/feed';
import { eventTypeList } from '@/lib/filters';
import { useHydrated } from '@/lib/react/useHydrated';
import styles from './Events.module.css';

const WHEN_CHIPS = [
  { label: 'Upcoming', value: 'upcoming' },
  { label: 'Past', value: 'past' },
] as const;

const TYPE_CHIPS: ReadonlyArray<{ label: string; value: string | null }> = [{ label: 'All types', value: null }, ...EVENT_TYPES];

const DATE_INPUT = /^\d{4}-\d{2}-\d{2}$/;

/** A date input's day (the member's local day) as unix seconds: its start for `from`, its last second for `to`. */
function daySeconds(value: string, edge: 'start' | 'end'): number | null {
  if (!DATE_INPUT.test(value)) return null;
  const day = dayjs(value);
  if (!day.isValid()) return null;
  return (edge === 'start' ? day.startOf('day') : day.endOf('day')).unix();
}

const dayInput = (seconds: number | null) => (seconds === null ? '' : dayjs.unix(seconds).format('YYYY-MM-DD'));

/**
 * Filters of an event list (R1.2, R1.3): search (debounced 250 ms, R9.4; Enter applies at once),
 * upcoming or past, sort Latest/Popular, event type and a date range (applied only when both dates
 * are set, R5.6). Every change goes to the URL, which the list follows.
 */
export function EventFilters({
  filters,
  apply,
  label,
  showWhen = true,
}: {
  filters: Filters;
  apply: (next: Filters) => void;
  label: string;
  /** Upcoming / past chips (My events has its own tabs instead). */
  showWhen?: boolean;
}) {
  const hydrated = useHydrated();
  const ids = { search: useId(), from: useId(), to: useId(), hint: useId() };

  const [term, setTerm] = useState(filters.term);
  const [seenTerm, setSeenTerm] = useState(filters.term);
  if (filters.term !== seenTerm) {
    setSeenTerm(filters.term);
    setTerm(filters.term);
  }
  useEffect(() => {
    if (term === filters.term) return;
    const timer = setTimeout(() => apply({ ...filters, term }), DEBOUNCE_MS.eventFilters);
    return () => clearTimeout(timer);
  }, [term, filters, apply]);

  const rangeKey = `${filters.from}:${filters.to}`;
  const [seenRange, setSeenRange] = useState(rangeKey);
  const [fromDate, setFromDate] = useState(() => dayInput(filters.from));
  const [toDate, setToDate] = useState(() => dayInput(filters.to));
  if (rangeKey !== seenRange) {
    setSeenRange(rangeKey);
    setFromDate(dayInput(filters.from));
    setToDate(dayInput(filters.to));
  }

  const changeDates = (nextFrom: string, nextTo: string) => {
    setFromDate(nextFrom);
    setToDate(nextTo);
    const from = daySeconds(nextFrom, 'start');
    const to = daySeconds(nextTo, 'end');
    if (from !== null && to !== null && from <= to) {
      if (from !== filters.from || to !== filters.to) apply({ ...filters, from, to });
    } else if (filters.from !== null || filters.to !== null) {
      apply({ ...filters, from: null, to: null });
    }
  };
  const fromSeconds = daySeconds(fromDate, 'start');
  const toSeconds = daySeconds(toDate, 'end');
  const hint =
    fromSeconds !== null && toSeconds !== null && fromSeconds > toSeconds
      ? 'The start date must be on or before the end date.'
      : (fromSeconds === null) !== (toSeconds === null)
        ? 'Choose both dates to filter by date.'
        : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (term !== filters.term) apply({ ...filters, term });
  };

  // One type at a time from the chips; a URL with several keeps them until a chip is chosen.
  const types = eventTypeList(filters.eventType);
  const pressedType = types.length === 1 ? types[0]! : types.length === 0 ? null : undefined;

  return (
    <form className={styles.filters} role="search" aria-label={label} onSubmit={submit}>
      <div>
        <label htmlFor={ids.search} className="visually-hidden">
          Search events
        </label>
        <input
          id={ids.search}
          type="search"
          name="term"
          placeholder="Search events"
          autoComplete="off"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
      </div>
      {showWhen && <ChipGroup label="When" chips={WHEN_CHIPS} pressed={filters.when} onPick={(when) => apply({ ...filters, when })} />}
      <ChipGroup label="Sort by" chips={EVENT_SORTS} pressed={filters.sort} onPick={(sort) => apply({ ...filters, sort })} />
      <ChipGroup label="Event type" chips={TYPE_CHIPS} pressed={pressedType} onPick={(eventType) => apply({ ...filters, eventType })} />
      <fieldset className={styles.dates} aria-describedby={ids.hint}>
        <legend className="visually-hidden">Date range</legend>
        <div className={styles.date}>
          <label htmlFor={ids.from}>From</label>
          <input
            id={ids.from}
            type="date"
            value={hydrated ? fromDate : ''}
            max={hydrated && toDate ? toDate : undefined}
            onChange={(event) => changeDates(event.target.value, toDate)}
          />
        </div>
        <div className={styles.date}>
          <label htmlFor={ids.to}>To</label>
          <input
            id={ids.to}
            type="date"
            value={hydrated ? toDate : ''}
            min={hydrated && fromDate ? fromDate : undefined}
            onChange={(event) => changeDates(fromDate, event.target.value)}
          />
        </div>
        {(fromDate || toDate) && (
          <Button variant="secondary" onClick={() => changeDates('', '')}>
            Clear dates
          </Button>
        )}
        <p id={ids.hint} className={styles.hint} aria-live="polite">
          {hint}
        </p>
      </fieldset>
    </form>
  );
}
