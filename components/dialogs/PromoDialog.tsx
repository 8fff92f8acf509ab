import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { showModal } from '@/store/modals/slice';
import { selectLoggedIn } from '@/store/selectors';
import { Button } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { Dialog } from './Dialog';
import type { DialogComponentProps } from './types';
import styles from './Dialogs.module.css';

/**
 * The promo (R2.4): members contribute to open source projects and get paid for it. Visitors are
 * invited to sign up (the login dialog with the join flag); members go on to the contribute dialog.
 */
export function PromoDialog({ onClose }: DialogComponentProps) {
  const t = useT('dialogs');
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectLoggedIn);

  const act = () => {
    if (loggedIn) dispatch(showModal({ name: 'contribute' }));
    else dispatch(showModal({ name: 'login', props: { join: true, from: 'promo' } }));
  };

  return (
    <Dialog title={t('promo.title')} onClose={onClose}>
      <p>{t('promo.text')}</p>
      <p className="muted">{t('promo.more')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          {t('promo.notNow')}
        </Button>
        <Button onClick={act}>
          {t(loggedIn ? 'promo.start' : 'promo.signUp')}
        </Button>
      </div>
    </Dialog>
  );
}
