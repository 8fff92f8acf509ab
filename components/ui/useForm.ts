import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { checkForm } from '@/lib/errors/validation';

/**
 * The one way forms and dialogs hold their submit state:
 *
 * - `useSubmit()`: busy flag and error message around one async action (a button that sends, a
 *   load with Retry). Re-entrant calls are ignored while it runs.
 * - `useForm()`: values, per-field errors and `useSubmit` for a whole form: the form's own checks
 *   run first, then the request schema the server parses with (`lib/<feature>/schemas.ts`), whose
 *   failure shows exactly the server's catalogue text next to the field; the first invalid field
 *   gets focus; only then the action runs. A failure never clears what was typed.
 *
 * Actions throw to fail: `dispatch(thunk(...)).unwrap()` throws the thunk's SerializedApiError,
 * whose message is already the catalogue text, and that message is shown.
 */

/** The readable text of a failure (`unwrap()` throws the SerializedApiError payload). */
export function errorMessage(err: unknown): string {
  if (err && typeof err === 'object' && 'message' in err) {
    const { message } = err;
    if (typeof message === 'string' && message.trim()) return message.trim();
  }
  return 'Something went wrong';
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
        setError(errorMessage(err));
        return false;
      }
    },
    [stayBusyOnSuccess],
  );

  return { busy, error, setError, run };
}

export type FieldErrors<V> = Partial<Record<keyof V, string>>;

/** The request schema a form's values must pass, and the request body the values make. */
export interface FormSchema<V> {
  schema: z.ZodType;
  body: (values: V) => unknown;
}

export interface FormOptions<V> extends SubmitOptions {
  initial: V | (() => V);
  /** Client checks: a message per invalid field (absent or empty: valid). */
  validate?: (values: V) => FieldErrors<V>;
  /** Checked after `validate`, with the server's schema and messages (`checkForm`). */
  schema?: FormSchema<V>;
}

/** The form field a schema issue's path ('settings.theme', 'email') is about: its last segment that names a value. */
function fieldOfPath<V extends object>(values: V, path: string): (keyof V & string) | null {
  const isField = (name: string): name is keyof V & string => Object.hasOwn(values, name);
  return path.split('.').reverse().find(isField) ?? null;
}

export interface FormState<V> extends SubmitState {
  values: V;
  setValues: (update: V | ((current: V) => V)) => void;
  /** A change handler for one field; a corrected field stops showing its error. */
  setField: <K extends keyof V>(name: K) => (value: V[K]) => void;
  errors: FieldErrors<V>;
  setErrors: (update: FieldErrors<V> | ((current: FieldErrors<V>) => FieldErrors<V>)) => void;
  /**
   * The submit handler of the form: prevents the browser's submit, runs the checks (focusing the
   * first invalid field, found by its `name`), then `send` with the values.
   */
  handleSubmit: (send: (values: V) => Promise<unknown> | unknown) => (event: FormEvent<HTMLFormElement>) => Promise<boolean>;
}

export function useForm<V extends object>({ initial, validate, schema, ...submitOptions }: FormOptions<V>): FormState<V> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const submit = useSubmit(submitOptions);

  const setField =
    <K extends keyof V>(name: K) =>
    (value: V[K]) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    };

  const handleSubmit = (send: (values: V) => Promise<unknown> | unknown) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validate ? validate(values) : {};
    const invalid = Object.entries(found).filter(([, message]) => Boolean(message)).map(([name]) => name);
    setErrors(found);
    submit.setError(null);
    if (invalid.length > 0) {
      form.querySelector<HTMLElement>(`[name="${invalid[0]}"]`)?.focus();
      return false;
    }
    const refused = schema ? checkForm(schema.schema, schema.body(values)) : null;
    if (refused) {
      const field = fieldOfPath(values, refused.field);
      const control = field ? form.querySelector<HTMLElement>(`[name="${field}"]`) : null;
      // A field the form does not show gets the message as the form's error.
      if (field && control) {
        const found: FieldErrors<V> = {};
        found[field] = refused.message;
        setErrors(found);
        control.focus();
      } else {
        submit.setError(refused.message);
      }
      return false;
    }
    return submit.run(() => send(values));
  };

  return { ...submit, values, setValues, setField, errors, setErrors, handleSubmit };
}
