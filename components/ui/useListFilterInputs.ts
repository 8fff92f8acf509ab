import { useEffect, useState, type FormEvent } from 'react';
import { useT } from '@/lib/i18n/useT';
import { loadDateFormats, useDateFormats, type DateFormats } from '@/lib/react/useDateFormats';

/** What a list's search box and date range filter (the URL's term, from and to). */
export interface TermAndRange {
  term: string;
  /** Unix seconds; both set or both null (R5.1). */
  from: number | null;
  to: number | null;
}

/**
 * The search box and date range inputs of a filtered list (the highlights feed, the events lists):
 * the term as typed, applied after `debounceMs` or at once on submit; the two date inputs as chosen
 * (the member's local days), applied only as a whole valid range (R5.6), with the hint that says
 * why not. Both follow the applied filters when they change elsewhere (clear, back).
 */
export function useListFilterInputs<F extends TermAndRange>(filters: F, apply: (next: F) => void, debounceMs: number) {
  const t = useT('common');
  const [term, setTerm] = useState(filters.term);
  const [seenTerm, setSeenTerm] = useState(filters.term);
  if (filters.term !== seenTerm) {
    setSeenTerm(filters.term);
    setTerm(filters.term);
  }
  useEffect(() => {
    if (term === filters.term) return;
    const timer = setTimeout(() => apply({ ...filters, term }), debounceMs);
    return () => clearTimeout(timer);
  }, [term, filters, apply, debounceMs]);

  // The inputs hold the viewer's local days, written by the date library once it is here
  // (lib/react/useDateFormats.ts); what the member chose before stays.
  const formats = useDateFormats();
  const dates = formats?.dates ?? null;
  const rangeKey = `${filters.from}:${filters.to}`;
  const [seenRange, setSeenRange] = useState<string | null>(dates ? rangeKey : null);
  const [fromDate, setFromDate] = useState(() => dates?.secondsToDateInput(filters.from) ?? '');
  const [toDate, setToDate] = useState(() => dates?.secondsToDateInput(filters.to) ?? '');
  if (dates && rangeKey !== seenRange) {
    setSeenRange(rangeKey);
    setFromDate(dates.secondsToDateInput(filters.from));
    setToDate(dates.secondsToDateInput(filters.to));
  }

  const changeDates = (nextFrom: string, nextTo: string) => {
    setFromDate(nextFrom);
    setToDate(nextTo);
    setSeenRange(rangeKey);
    const applyRange = ({ dates: library }: DateFormats) => {
      const from = library.dateInputToSeconds(nextFrom, 'start');
      const to = library.dateInputToSeconds(nextTo, 'end');
      if (from !== null && to !== null && from <= to) {
        if (from !== filters.from || to !== filters.to) apply({ ...filters, from, to });
      } else if (filters.from !== null || filters.to !== null) {
        apply({ ...filters, from: null, to: null });
      }
    };
    if (formats) applyRange(formats);
    else void loadDateFormats().then(applyRange);
  };

  const fromSeconds = dates ? dates.dateInputToSeconds(fromDate, 'start') : null;
  const toSeconds = dates ? dates.dateInputToSeconds(toDate, 'end') : null;
  const rangeHint =
    fromSeconds !== null && toSeconds !== null && fromSeconds > toSeconds
      ? t('dates.order')
      : (fromSeconds === null) !== (toSeconds === null)
        ? t('dates.both')
        : '';

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    if (term !== filters.term) apply({ ...filters, term });
  };

  return { term, setTerm, fromDate, toDate, changeDates, rangeHint, submitSearch };
}
