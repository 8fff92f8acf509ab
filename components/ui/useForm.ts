import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { checkForm } from '@/lib/errors/validation';
import { useErrorTexts } from '@/lib/errors/useErrorTexts';
import { useSubmit, type SubmitOptions, type SubmitState } from './useSubmit';

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

export type FieldErrors<V> = Partial<Record<keyof V, string>>;

/** The request schema a form's values must pass, and the request body the values make. */
interface FormSchema<V> {
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
  const errorTexts = useErrorTexts();

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
    const refused = schema ? checkForm(schema.schema, schema.body(values), errorTexts) : null;
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
