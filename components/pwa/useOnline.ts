import { useEffect, useState } from 'react';
import { checkHealth } from '@/services/health';

const PROBE_MS = 10_000;

/**
 * Whether the browser says it is online; `onBack` runs when the connection is back: the browser's
 * `online` event, or, while `probing` (a saved copy is shown), the site answering its health
 * check again, asked every 10 seconds: `navigator.onLine` may say online while the network fails,
 * and the site itself may be what was unreachable. The check is never routed by the worker.
 */
export function useOnline(probing: boolean, onBack: () => void): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const on = () => {
      setOnline(true);
      onBack();
    };
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, [onBack]);
  useEffect(() => {
    if (!probing) return;
    const timer = setInterval(() => {
      void checkHealth()
        .then(() => onBack())
        .catch(() => undefined);
    }, PROBE_MS);
    return () => clearInterval(timer);
  }, [probing, onBack]);
  return online;
}
