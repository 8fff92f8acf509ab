import { useId, type ReactNode } from 'react';
import styles from './Composer.module.css';

/** What a control needs to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface FieldShellProps {
  label: ReactNode;
  /** Shown after the label as "(optional)". */
  optional?: boolean;
  hint?: ReactNode;
  error?: string | null;
  children(control: ControlProps): ReactNode;
}

/**
 * A labelled composer field: the error (first) and hint are tied to the control with
 * aria-describedby, and the control is marked aria-invalid while the error shows.
 */
export function FieldShell({ label, optional, hint, error, children }: FieldShellProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label}
        {optional && <span className={styles.optional}> (optional)</span>}
      </label>
      {children({ id, 'aria-describedby': describedBy, ...(error ? { 'aria-invalid': true as const } : {}) })}
      {error && (
        <p id={errorId} className={`error ${styles.fieldError}`}>
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
