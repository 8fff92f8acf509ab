import { useId } from 'react';
import { ChipGroup, DateRangeFields, FilterDisclosure, useListFilterInputs } from '@/components/ui';
import { DEBOUNCE_MS, EVENT_SORTS, EVENT_TYPE_VALUES, type EventType } from '@/lib/constants';
import { activeEventFilterCount, type EventFilters as Filters } from '@/lib/events/feed';
import type { EventWhen } from '@/lib/events/filterValues';
import { EVENT_SORT_KEY, EVENT_TYPE_KEY } from '@/lib/events/texts';
import { eventTypeList } from '@/lib/filters';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { useT } from '@/lib/i18n/useT';
import styles from './Events.module.css';

const WHEN_KEY: Record<EventWhen, MessageKey<'events'>> = { upcoming: 'filters.upcoming', past: 'filters.past' };
const WHENS: readonly EventWhen[] = ['upcoming', 'past'];
const TYPES: ReadonlyArray<EventType | null> = [null, ...EVENT_TYPE_VALUES];

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
  const t = useT('events');
  const names = useT('common');
  const ids = { search: useId() };
  const sortChips = EVENT_SORTS.map(({ value }) => ({ value, label: t(EVENT_SORT_KEY[value]) }));
  const whenChips = WHENS.map((value) => ({ value, label: t(WHEN_KEY[value]) }));
  const typeChips = TYPES.map((value) => ({ value: value as string | null, label: value === null ? t('filters.allTypes') : names(EVENT_TYPE_KEY[value]) }));

  const { term, setTerm, fromDate, toDate, changeDates, rangeHint: hint, submitSearch: submit } = useListFilterInputs(filters, apply, DEBOUNCE_MS.eventFilters);

  // One type at a time from the chips; a URL with several keeps them until a chip is chosen.
  const types = eventTypeList(filters.eventType);
  const pressedType = types.length === 1 ? types[0]! : types.length === 0 ? null : undefined;

  return (
    <form className={styles.filters} role="search" aria-label={label} onSubmit={submit}>
      <FilterDisclosure
        active={activeEventFilterCount(filters) + (showWhen && filters.when === 'past' ? 1 : 0)}
        sort={<ChipGroup label={t('filters.sortBy')} chips={sortChips} pressed={filters.sort} onPick={(sort) => apply({ ...filters, sort })} />}
      >
        <div>
          <label htmlFor={ids.search} className="visually-hidden">
            {t('filters.search')}
          </label>
          <input
            id={ids.search}
            type="search"
            name="term"
            placeholder={t('filters.search')}
            autoComplete="off"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
          />
        </div>
        {showWhen && <ChipGroup label={t('filters.when')} chips={whenChips} pressed={filters.when} onPick={(when) => apply({ ...filters, when })} />}
        <ChipGroup label={t('filters.type')} chips={typeChips} pressed={pressedType} onPick={(eventType) => apply({ ...filters, eventType })} />
        <DateRangeFields inputs={{ fromDate, toDate, changeDates, rangeHint: hint }} classes={{ dates: styles.dates, date: styles.date, hint: styles.hint }} />
      </FilterDisclosure>
    </form>
  );
}
