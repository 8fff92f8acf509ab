import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/useT';
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
  const t = useT('common');
  return (
    <div className={styles.state} role="alert">
      <p className={styles.stateTitle}>{title}</p>
      <p className="muted">
        {message ?? t('error.generic')}
        {code ? ` ${t('list.status', { code: String(code) })}` : ''}
      </p>
      <Button onClick={onRetry}>{t('list.retry')}</Button>
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
  const t = useT('common');
  return <p className={`muted ${styles.end}`}>{t('list.end')}</p>;
}
