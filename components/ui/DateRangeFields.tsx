import { useId, type ReactNode } from 'react';
import { useT } from '@/lib/i18n/useT';
import { useHydrated } from '@/lib/react/useHydrated';
import { Button } from './Button';
import type { useListFilterInputs } from './useListFilterInputs';

type RangeInputs = Pick<ReturnType<typeof useListFilterInputs>, 'fromDate' | 'toDate' | 'changeDates' | 'rangeHint'>;

/** What a date range inside a plain GET form (works without JavaScript) adds to the fieldset. */
export interface DateRangeFormParts {
  /** The inputs' names, sent by the form. */
  names: { from: string; to: string };
  /** The days the inputs show until the page hydrates (the days the form sends then). */
  beforeHydration: { from: string; to: string };
  /** The fieldset's visible legend and its class. */
  legend: { text: string; className: string };
  /** Shown after the hint instead of the Clear dates button (a submit button, a Clear link). */
  actions: ReactNode;
  /** The inputs' and hint's ids start with this instead of `useId`'s (a region the server renders apart). */
  idPrefix?: string;
}

/**
 * A list's date range fieldset (R5.6): From and To inputs kept by `useListFilterInputs` (applied
 * only as a whole valid range), Clear dates once either is set, and the polite hint that says why a
 * range is not applied. Empty until the page hydrates (the days are the viewer's own). Each list
 * lays it out with its own classes. With `form` it is the date range of a GET form (`/search`):
 * named inputs that show the sent days before hydration, each described by the hint, a visible
 * legend and the form's own actions.
 */
export function DateRangeFields({
  inputs,
  classes,
  form,
}: {
  inputs: RangeInputs;
  classes: { dates: string; date: string; hint: string; clear?: string };
  form?: DateRangeFormParts;
}) {
  const t = useT('common');
  const hydrated = useHydrated();
  const made = { from: useId(), to: useId(), hint: useId() };
  const prefix = form?.idPrefix;
  const ids = prefix ? { from: `${prefix}-from`, to: `${prefix}-to`, hint: `${prefix}-hint` } : made;
  const { fromDate, toDate, changeDates, rangeHint } = inputs;
  const inputDescription = form ? ids.hint : undefined;
  return (
    <fieldset className={classes.dates} aria-describedby={form ? undefined : ids.hint}>
      {form ? <legend className={form.legend.className}>{form.legend.text}</legend> : <legend className="visually-hidden">{t('dates.legend')}</legend>}
      <div className={classes.date}>
        <label htmlFor={ids.from}>{t('dates.from')}</label>
        <input
          id={ids.from}
          type="date"
          name={form?.names.from}
          value={hydrated ? fromDate : (form?.beforeHydration.from ?? '')}
          max={hydrated && toDate ? toDate : undefined}
          aria-describedby={inputDescription}
          onChange={(event) => changeDates(event.target.value, toDate)}
        />
      </div>
      <div className={classes.date}>
        <label htmlFor={ids.to}>{t('dates.to')}</label>
        <input
          id={ids.to}
          type="date"
          name={form?.names.to}
          value={hydrated ? toDate : (form?.beforeHydration.to ?? '')}
          min={hydrated && fromDate ? fromDate : undefined}
          aria-describedby={inputDescription}
          onChange={(event) => changeDates(fromDate, event.target.value)}
        />
      </div>
      {!form && (fromDate || toDate) && (
        <Button variant="secondary" className={classes.clear} onClick={() => changeDates('', '')}>
          {t('dates.clear')}
        </Button>
      )}
      <p id={ids.hint} className={classes.hint} aria-live="polite">
        {rangeHint}
      </p>
      {form?.actions}
    </fieldset>
  );
}
