import { useId, type ReactNode } from 'react';
import styles from './Settings.module.css';

/** One group of the settings form: a fieldset with its title and, when given, a hint it is described by. */
export function SettingsGroup({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const hintId = useId();
  return (
    <fieldset className={styles.group} aria-describedby={hint ? hintId : undefined}>
      <legend>{title}</legend>
      {hint && (
        <p id={hintId} className={`muted ${styles.hint}`}>
          {hint}
        </p>
      )}
      {children}
    </fieldset>
  );
}
