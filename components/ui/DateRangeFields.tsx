import { useId } from 'react';
import { useHydrated } from '@/lib/react/useHydrated';
import { Button } from './Button';
import type { useListFilterInputs } from './useListFilterInputs';

type RangeInputs = Pick<ReturnType<typeof useListFilterInputs>, 'fromDate' | 'toDate' | 'changeDates' | 'rangeHint'>;

/**
 * A list's date range fieldset (R5.6): From and To inputs kept by `useListFilterInputs` (applied
 * only as a whole valid range), Clear dates once either is set, and the polite hint that says why a
 * range is not applied. Empty until the page hydrates (the days are the viewer's own). Each list
 * lays it out with its own classes.
 */
export function DateRangeFields({
  inputs,
  classes,
}: {
  inputs: RangeInputs;
  classes: { dates: string; date: string; hint: string; clear?: string };
}) {
  const hydrated = useHydrated();
  const ids = { from: useId(), to: useId(), hint: useId() };
  const { fromDate, toDate, changeDates, rangeHint } = inputs;
  return (
    <fieldset className={classes.dates} aria-describedby={ids.hint}>
      <legend className="visually-hidden">Date range</legend>
      <div className={classes.date}>
        <label htmlFor={ids.from}>From</label>
        <input
          id={ids.from}
          type="date"
          value={hydrated ? fromDate : ''}
          max={hydrated && toDate ? toDate : undefined}
          onChange={(event) => changeDates(event.target.value, toDate)}
        />
      </div>
      <div className={classes.date}>
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
        <Button variant="secondary" className={classes.clear} onClick={() => changeDates('', '')}>
          Clear dates
        </Button>
      )}
      <p id={ids.hint} className={classes.hint} aria-live="polite">
        {rangeHint}
      </p>
    </fieldset>
  );
}
