import { useCallback, useRef, useState } from 'react';
import { useT } from '@/lib/i18n/useT';
import { MESSAGES } from '@/services/http';

// `useSubmit` lives apart from `useForm` (./useForm.ts) so that a page with only buttons and text
// boxes that send (the topic's reply and edit forms) does not load the schema checks and their
// messages with it.

/**
 * The readable text of a failure (`unwrap()` throws the SerializedApiError payload), or
 * `fallback` when it carries none (a component passes the `common` message `error.generic`).
 */
export function errorMessage(err: unknown, fallback: string = MESSAGES.somethingWrong): string {
  if (err && typeof err === 'object' && 'message' in err) {
    const { message } = err;
    if (typeof message === 'string' && message.trim()) return message.trim();
  }
  return fallback;
}

/** The catalogue key of a failure (a SerializedApiError's `key`), or null. */
export function errorKey(err: unknown): string | null {
  if (err && typeof err === 'object' && 'key' in err && typeof err.key === 'string') return err.key;
  return null;
}

export interface SubmitOptions {
  /**
   * Keep `busy` after a success (the form is about to go away: a dialog replaced, a page left),
   * so it cannot be sent twice and shows no intermediate state. Default false.
   */
  stayBusyOnSuccess?: boolean;
  /** An error to show from the start (e.g. one the address carries). */
  initialError?: string | null;
}

export interface SubmitState {
  busy: boolean;
  /** The failure's message, or a message set by the form itself (null: none). */
  error: string | null;
  setError: (message: string | null) => void;
  /** Runs `action` (unless one is running): busy meanwhile, its error shown. True when it succeeded. */
  run: (action: () => Promise<unknown> | unknown) => Promise<boolean>;
}

export function useSubmit({ stayBusyOnSuccess = false, initialError = null }: SubmitOptions = {}): SubmitState {
  const t = useT('common');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(initialError);
  const running = useRef(false);

  const run = useCallback(
    async (action: () => Promise<unknown> | unknown) => {
      if (running.current) return false;
      running.current = true;
      setBusy(true);
      setError(null);
      try {
        await action();
        if (!stayBusyOnSuccess) {
          running.current = false;
          setBusy(false);
        }
        return true;
      } catch (err) {
        running.current = false;
        setBusy(false);
        setError(errorMessage(err, t('error.generic')));
        return false;
      }
    },
    [stayBusyOnSuccess, t],
  );

  return { busy, error, setError, run };
}
