import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { ABOVE_DIALOGS_ATTRIBUTE } from '@/components/dialogs';
import { Icon } from '@/components/ui';
import { Link } from '@/components/ui/Link';
import { toastDuration } from '@/lib/constants';
import { useSay, useT } from '@/lib/i18n/useT';
import { useHydrated } from '@/lib/react/useHydrated';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectToasts } from '@/store/selectors';
import { removeToast, type Toast } from '@/store/toasts/slice';
import styles from './Shell.module.css';

function ToastItem({ toast }: { toast: Toast }) {
  const t = useT('common');
  const dispatch = useAppDispatch();
  const say = useSay();
  const message = say(toast.message);
  const duration = toastDuration(message);
  const lasting = Boolean(toast.link);
  useEffect(() => {
    // A toast with a link stays until it is closed or followed (WCAG 2.2.1: no timer to beat).
    if (lasting) return;
    const timer = setTimeout(() => dispatch(removeToast(toast.id)), duration);
    return () => clearTimeout(timer);
  }, [dispatch, toast.id, duration, lasting]);
  return (
    <li className={`${styles.toast} ${styles[`toast_${toast.kind}`]}`} data-testid="toast" data-kind={toast.kind}>
      <span>
        {message}
        {toast.link && (
          <>
            {' '}
            <Link href={toast.link.href} onClick={() => dispatch(removeToast(toast.id))}>
              {say(toast.link.label)}
            </Link>
          </>
        )}
      </span>
      <button type="button" className={styles.toastClose} aria-label={t('toasts.dismiss')} onClick={() => dispatch(removeToast(toast.id))}>
        <Icon name="close" />
      </button>
    </li>
  );
}

/**
 * Toasts (R5.10: 1500 ms under 20 characters, else 3000 ms; one with a link until closed). Errors are announced assertively,
 * other messages politely; both regions always exist so screen readers pick up new entries. The
 * live regions are elements of their own around the lists (a list may not take role alert/status).
 * They are a layer of their own in `<body>`, above dialogs, which leave it live when they make the
 * page behind them inert: a toast shown while a dialog is open is seen and announced.
 */
export function Toaster() {
  const t = useT('common');
  const isClient = useHydrated();
  const toasts = useAppSelector(selectToasts);
  const errors = toasts.filter((toast) => toast.kind === 'error');
  const others = toasts.filter((toast) => toast.kind !== 'error');
  if (!isClient) return null;
  return createPortal(
    <div className={styles.toasts} {...{ [ABOVE_DIALOGS_ATTRIBUTE]: '' }}>
      <div role="alert" aria-live="assertive" aria-label={t('toasts.errors')}>
        {errors.length > 0 && (
          <ul className={styles.toastList}>
            {errors.map((toast) => (
              <ToastItem key={toast.id} toast={toast} />
            ))}
          </ul>
        )}
      </div>
      <div role="status" aria-live="polite" aria-label={t('toasts.messages')}>
        {others.length > 0 && (
          <ul className={styles.toastList}>
            {others.map((toast) => (
              <ToastItem key={toast.id} toast={toast} />
            ))}
          </ul>
        )}
      </div>
    </div>,
    document.body,
  );
}
