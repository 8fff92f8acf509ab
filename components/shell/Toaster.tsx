import { lazyView } from '@/lib/react/lazyView';
import { createPortal } from 'react-dom';
import { ABOVE_DIALOGS_ATTRIBUTE } from '@/components/dialogs';
import { useT } from '@/lib/i18n/useT';
import { useHydrated } from '@/lib/react/useHydrated';
import { useAppSelector } from '@/store/hooks';
import { selectToasts } from '@/store/selectors';
import styles from './Shell.module.css';

// A toast's view (its timer, link and close button) loads with the first toast, not with the page.
const ToastList = lazyView(() => import('./ToastList').then((m) => m.ToastList), { ssr: false });

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
        {errors.length > 0 && <ToastList toasts={errors} />}
      </div>
      <div role="status" aria-live="polite" aria-label={t('toasts.messages')}>
        {others.length > 0 && <ToastList toasts={others} />}
      </div>
    </div>,
    document.body,
  );
}
