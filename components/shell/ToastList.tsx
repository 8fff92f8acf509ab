import { useEffect } from 'react';
import { Icon } from '@/components/ui';
import { Link } from '@/components/ui/Link';
import { toastDuration } from '@/lib/constants';
import { useSay, useT } from '@/lib/i18n/useT';
import { useAppDispatch } from '@/store/hooks';
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

/** One live region's toasts (components/shell/Toaster.tsx), loaded with the first toast. */
export function ToastList({ toasts }: { toasts: Toast[] }) {
  return (
    <ul className={styles.toastList}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </ul>
  );
}
