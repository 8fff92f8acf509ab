import type { ReactNode } from 'react';
import styles from './Feed.module.css';

/** A list that failed to load: the message, the HTTP status and a Retry button (R4.4, R8.5). */
export function ListError({ message, code, onRetry }: { message: string | null; code: number | null; onRetry: () => void }) {
  return (
    <div className={styles.state} role="alert">
      <p className={styles.stateTitle}>Posts could not be loaded</p>
      <p className="muted">
        {message ?? 'Something went wrong'}
        {code ? ` (status ${code})` : ''}
      </p>
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

/** A list with nothing in it, with what to do next. */
export function ListEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.state}>
      <p className={styles.stateTitle}>{title}</p>
      {children}
    </div>
  );
}
