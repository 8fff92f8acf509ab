import { useId, type ReactNode } from 'react';
import styles from './ProfileForm.module.css';

interface FieldProps {
  label: ReactNode;
  /** Help text, tied to the control with aria-describedby (not part of its name). */
  hint?: ReactNode;
  children(control: { id: string; 'aria-describedby'?: string }): ReactNode;
}

/** A labelled form control with an optional hint. */
export function Field({ label, hint, children }: FieldProps) {
  const id = useId();
  const hintId = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children({ id, ...(hint ? { 'aria-describedby': hintId } : {}) })}
      {hint && (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      )}
    </div>
  );
}
