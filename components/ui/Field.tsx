import { useId, type ChangeEvent, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { useT } from '@/lib/i18n/useT';
import styles from './ui.module.css';

/** What a control needs to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface FieldProps {
  label: ReactNode;
  /** Shows "(optional)" after the label (part of the control's name). */
  optional?: boolean;
  /** Help text, tied to the control with aria-describedby (not part of its name). */
  hint?: ReactNode;
  /** The field's error: shown under the control, described by it, and the control is aria-invalid. */
  error?: string | null;
  /** Announce the error when it appears (role="alert"): for a form whose one field is the form. */
  announceError?: boolean;
  className?: string;
  /** Renders the control with the props that tie it to the label, error and hint. */
  children(control: ControlProps): ReactNode;
}

/**
 * A labelled form control: label, control, error, hint. The error (first) and the hint are the
 * control's description (aria-describedby); while there is an error the control is aria-invalid.
 */
export function Field({ label, optional = false, hint, error, announceError = false, className, children }: FieldProps) {
  const t = useT('common');
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional && <span className={styles.optional}> {t('field.optional')}</span>}
      </label>
      {children({ id, 'aria-describedby': describedBy, ...(error ? { 'aria-invalid': true as const } : {}) })}
      {error && (
        <p id={errorId} className={`error ${styles.fieldError}`} role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className={`field-hint ${styles.hint}`}>
          {hint}
        </p>
      )}
    </div>
  );
}

export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
  type?: 'text' | 'email' | 'password' | 'url';
  /** A textarea instead of an input. */
  multiline?: boolean;
  rows?: number;
  required?: boolean;
  /** "(optional)" after the label; by default when neither required nor read-only. */
  optional?: boolean;
  autoComplete?: string;
  readOnly?: boolean;
  minLength?: number;
  maxLength?: number;
  placeholder?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/** A labelled text input or textarea on `Field`. */
export function TextField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  multiline = false,
  rows = 5,
  required = false,
  optional,
  autoComplete,
  readOnly,
  minLength,
  maxLength,
  placeholder,
  inputMode,
  inputRef,
}: TextFieldProps) {
  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value);
  const common = { name, value, required, readOnly, minLength, maxLength, placeholder, autoComplete, onChange: change };
  return (
    <Field label={label} optional={optional ?? (!required && !readOnly)} hint={hint} error={error}>
      {(control) =>
        multiline ? (
          <textarea ref={inputRef} rows={rows} {...control} {...common} />
        ) : (
          <input ref={inputRef} type={type} inputMode={inputMode} {...control} {...common} />
        )
      }
    </Field>
  );
}

/** A form's error (usually the server's answer), announced and shown above its buttons. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className={`error ${styles.formError}`}>
      {message}
    </p>
  );
}
