import { useCallback, useState } from 'react';

/** Runs an async action once at a time; `pending` is true while it runs (the button disables). */
export function usePending(): [boolean, (run: () => unknown) => Promise<void>] {
  const [pending, setPending] = useState(false);
  const start = useCallback(async (run: () => unknown) => {
    setPending(true);
    try {
      await run();
    } finally {
      setPending(false);
    }
  }, []);
  return [pending, start];
}
