import type { ReactNode } from 'react';
import { Button } from './Button';
import styles from './ui.module.css';

/** A list that failed to load: what failed, the message, the HTTP status and Retry (R4.4, R8.5). */
export function ListError({
  title,
  message,
  code,
  onRetry,
}: {
  /** "Posts could not be loaded". */
  title: string;
  message: string | null;
  code: number | null;
  onRetry: () => void;
}) {
  return (
    <div className={styles.state} role="alert">
      <p className={styles.stateTitle}>{title}</p>
      <p className="muted">
        {message ?? 'Something went wrong'}
        {code ? ` (status ${code})` : ''}
      </p>
      <Button onClick={onRetry}>Retry</Button>
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

/** The end of a list that had items. */
export function ListEnd() {
  return <p className={`muted ${styles.end}`}>You have reached the end of the list.</p>;
}
