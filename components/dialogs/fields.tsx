import { useId, useState, type ChangeEvent, type ReactNode, type Ref } from 'react';
import type { SerializedApiError } from '@/services/http';
import styles from './Dialogs.module.css';

/** Form pieces shared by the dialogs: labelled fields with inline errors, and form state. */

interface FieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
  type?: 'text' | 'email' | 'password' | 'url';
  /** A textarea instead of an input. */
  multiline?: boolean;
  required?: boolean;
  autoComplete?: string;
  readOnly?: boolean;
  maxLength?: number;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/** A labelled input or textarea; its error and hint are tied to it with aria-describedby. */
export function Field({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  multiline = false,
  required = false,
  autoComplete,
  readOnly,
  maxLength,
  inputRef,
}: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    value,
    required,
    readOnly,
    maxLength,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {!required && !readOnly && <span className={styles.optional}> (optional)</span>}
      </label>
      {multiline ? <textarea ref={inputRef} rows={5} {...common} /> : <input ref={inputRef} type={type} {...common} />}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={`error ${styles.fieldError}`}>
          {error}
        </p>
      )}
    </div>
  );
}

type PresetProps = Omit<FieldProps, 'label' | 'name' | 'type' | 'autoComplete' | 'maxLength' | 'multiline'>;

/** The email field of the form dialogs (sign-up, talk to us, early access, feedback). */
export function EmailField(props: PresetProps) {
  return <Field label="Email" name="email" type="email" autoComplete="email" maxLength={254} {...props} />;
}

/** The full name field of the form dialogs. */
export function FullNameField(props: PresetProps) {
  return <Field label="Full name" name="fullname" autoComplete="name" maxLength={100} {...props} />;
}

/** Cancel and the submit button of a form dialog; the submit shows 'Sending…' while busy. */
export function DialogActions({ busy, submitLabel, onCancel }: { busy: boolean; submitLabel: string; onCancel: () => void }) {
  return (
    <div className={styles.actions}>
      <button type="button" className="secondary" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" disabled={busy}>
        {busy ? 'Sending…' : submitLabel}
      </button>
    </div>
  );
}

/** The server's answer to a failed submission, announced and shown above the buttons. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className={`error ${styles.formError}`}>
      {message}
    </p>
  );
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (value: string) => EMAIL.test(value.trim());

/** The readable text of a rejected thunk (`unwrap()` throws the SerializedApiError payload). */
export function errorMessage(err: unknown): string {
  if (err && typeof err === 'object' && 'message' in err && typeof (err as SerializedApiError).message === 'string') {
    const message = (err as SerializedApiError).message.trim();
    if (message) return message;
  }
  return 'Something went wrong';
}

export type FieldErrors<V> = Partial<Record<keyof V, string>>;

/**
 * Values, client-side errors, the server's error and the busy flag of one dialog form. Values are
 * never cleared by a failure, so nothing the member typed is lost.
 */
export function useDialogForm<V extends Record<string, string>>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const setField = (name: keyof V) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    // A corrected field stops showing its error.
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };

  /**
   * Runs the client checks; when they pass, `send` (which should throw the thunk's error). Answers
   * true when it was sent. On a client error the first invalid field gets focus.
   */
  async function submit(
    form: HTMLFormElement,
    validate: (values: V) => FieldErrors<V>,
    send: (values: V) => Promise<void>,
  ): Promise<boolean> {
    const found = validate(values);
    const names = (Object.keys(found) as Array<keyof V>).filter((name) => found[name]);
    setErrors(found);
    setServerError(null);
    if (names.length > 0) {
      const first = form.querySelector<HTMLElement>(`[name="${String(names[0])}"]`);
      first?.focus();
      return false;
    }
    setBusy(true);
    try {
      await send(values);
      return true;
    } catch (err) {
      setServerError(errorMessage(err));
      setBusy(false);
      return false;
    }
  }

  return { values, setValues, setField, errors, serverError, setServerError, busy, submit };
}
