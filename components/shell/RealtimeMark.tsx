import { useEffect } from 'react';
import { useAppSelector } from '@/store/hooks';

/**
 * Keeps `<html data-realtime>` on the realtime connection's state (`idle`, `connecting`,
 * `connected`, `disconnected`): what is live on the page can be told from the page itself (the
 * browser tests wait for `connected` instead of waiting a while).
 */
export function RealtimeMark() {
  const status = useAppSelector((s) => s.realtime.status);
  useEffect(() => {
    document.documentElement.dataset.realtime = status;
  }, [status]);
  return null;
}
