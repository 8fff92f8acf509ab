import { useId } from 'react';
import { ChipGroup, DateRangeFields, FilterDisclosure, useListFilterInputs } from '@/components/ui';
import { DEBOUNCE_MS, EVENT_SORTS, EVENT_TYPES } from '@/lib/constants';
import { activeEventFilterCount, type EventFilters as Filters } from '@/lib/events/feed';
import { eventTypeList } from '@/lib/filters';
import styles from './Events.module.css';

const WHEN_CHIPS = [
  { label: 'Upcoming', value: 'upcoming' },
  { label: 'Past', value: 'past' },
] as const;

const TYPE_CHIPS: ReadonlyArray<{ label: string; value: string | null }> = [{ label: 'All types', value: null }, ...EVENT_TYPES];

/**
 * Filters of an event list (R1.2, R1.3): search (debounced 250 ms, R9.4; Enter applies at once),
 * upcoming or past, sort Latest/Popular, event type and a date range (applied only when both dates
 * are set, R5.6). Every change goes to the URL, which the list follows. On phones all but the sort
 * fold behind the Filters button (FilterDisclosure); choosing past events counts as a filter there.
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
  const ids = { search: useId() };

  const { term, setTerm, fromDate, toDate, changeDates, rangeHint: hint, submitSearch: submit } = useListFilterInputs(filters, apply, DEBOUNCE_MS.eventFilters);

  // One type at a time from the chips; a URL with several keeps them until a chip is chosen.
  const types = eventTypeList(filters.eventType);
  const pressedType = types.length === 1 ? types[0]! : types.length === 0 ? null : undefined;

  return (
    <form className={styles.filters} role="search" aria-label={label} onSubmit={submit}>
      <FilterDisclosure
        active={activeEventFilterCount(filters) + (showWhen && filters.when === 'past' ? 1 : 0)}
        sort={<ChipGroup label="Sort by" chips={EVENT_SORTS} pressed={filters.sort} onPick={(sort) => apply({ ...filters, sort })} />}
      >
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
        <ChipGroup label="Event type" chips={TYPE_CHIPS} pressed={pressedType} onPick={(eventType) => apply({ ...filters, eventType })} />
        <DateRangeFields inputs={{ fromDate, toDate, changeDates, rangeHint: hint }} classes={{ dates: styles.dates, date: styles.date, hint: styles.hint }} />
      </FilterDisclosure>
    </form>
  );
}
