import { useCallback } from 'react';
import { formatDuration } from '@/lib/duration';
import { useT } from '@/lib/i18n/useT';

/** R9.8: durations in the page's language (`formatDuration`, lib/duration.ts): `useDuration()(90)` → '1 hr 30 min'. */
export function useDuration(): (minutes: number | null | undefined) => string {
  const t = useT('common');
  return useCallback((minutes: number | null | undefined) => formatDuration(minutes, t), [t]);
}
