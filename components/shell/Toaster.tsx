import { useEffect } from 'react';
import { Icon } from '@/components/ui';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectToasts } from '@/store/selectors';
import { removeToast, type Toast } from '@/store/toasts/slice';
import styles from './Shell.module.css';

function ToastItem({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timer = setTimeout(() => dispatch(removeToast(toast.id)), toast.duration);
    return () => clearTimeout(timer);
  }, [dispatch, toast.id, toast.duration]);
  return (
    <li className={`${styles.toast} ${styles[`toast_${toast.kind}`]}`} data-testid="toast" data-kind={toast.kind}>
      <span>{toast.message}</span>
      <button type="button" className={styles.toastClose} aria-label="Dismiss" onClick={() => dispatch(removeToast(toast.id))}>
        <Icon name="close" />
      </button>
    </li>
  );
}

/**
 * Toasts (R5.10: 1500 ms under 20 characters, else 3000 ms). Errors are announced assertively,
 * other messages politely; both regions always exist so screen readers pick up new entries.
 */
export function Toaster() {
  const toasts = useAppSelector(selectToasts);
  const errors = toasts.filter((t) => t.kind === 'error');
  const others = toasts.filter((t) => t.kind !== 'error');
  return (
    <div className={styles.toasts}>
      <ul role="alert" aria-live="assertive" aria-label="Errors" className={styles.toastList}>
        {errors.map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </ul>
      <ul role="status" aria-live="polite" aria-label="Messages" className={styles.toastList}>
        {others.map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </ul>
    </div>
  );
}
